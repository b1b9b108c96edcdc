import { formatCents } from '@shop/domain/money'
import { leftToRefundCents } from '@shop/domain/withdrawal-choice'

import type { Order } from '../payload-types.ts'

/** How much comes back and when it shows, for `amountCents` given back on the order's card. */
export const refundOf = (amountCents: number, after = '') =>
  `Le montant de ${formatCents(amountCents)}${after} vous est remboursé sur le moyen de paiement utilisé ; il apparaît en général sous 3 à 5 jours ouvrés.`

/** A whole order refunded (cancelled, returned): its total, or the rest after a refunded withdrawal from part of it. */
export function orderRefundParagraph(order: Order): string {
  const before = order.payment?.partlyRefundedCents ?? 0
  const rest =
    before > 0 ? `, soit le reste de la commande (${formatCents(before)} vous ont déjà été remboursés après votre rétractation),` : ''
  return refundOf(leftToRefundCents(order), rest)
}

/** The refund's e-mail carries its credit note (invoices/invoice-attachment.ts, `creditNoteAttachment`). */
export const creditNoteEnclosed = "L'avoir de ce remboursement, joint à ce message au format PDF, en fait foi : conservez-le."
