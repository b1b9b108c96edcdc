import type { Order } from '../../payload-types.ts'
import { renderEmail, type EmailContent } from '../../emails/layout.ts'
import { replyFootnote } from '../../emails/reply-footnote.ts'
import { refundOf } from '../../emails/refund-paragraph.ts'

/** A withdrawal from part of the order, refunded: how much, and the credit note that records it (attached). */
export function withdrawalRefundedEmail(order: Order, reference: string, refundCents: number, creditNoteNumber: string): EmailContent {
  return renderEmail(`Remboursement de votre rétractation ${reference} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Votre rétractation ${reference} d'une partie de la commande ${order.orderNumber} est remboursée.`,
      refundOf(refundCents),
      `L'avoir ${creditNoteNumber}, joint à ce message au format PDF, en fait foi : conservez-le.`,
    ],
    footnote: replyFootnote('Une question ? Répondez', reference),
  })
}
