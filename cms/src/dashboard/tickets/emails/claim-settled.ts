import { formatCents } from '@shop/domain/money'

import type { Order } from '../../../payload-types.ts'
import { renderEmail, unprovenGreeting, type EmailContent } from '../../../emails/layout.ts'
import { deliveryParagraphs } from '../../../emails/order-delivery.ts'
import { refundOf } from '../../../emails/refund-paragraph.ts'

/** Each claim's answer is a reply to it: the customer's answer joins the claim (replyAddressFor). */
const footnote = (reference: string) => `Une question ? Répondez simplement à ce message : votre réponse rejoindra la demande ${reference}.`

/** A claim's name is only typed into a form: the refusal greets it as such, the other e-mails greet the claimed order's buyer. */
type Claim = { reference: string; name: string }

/** The warranty applies: a replacement, free of charge and delivered free, named by its order number and expected period. */
export function claimReplacementEmail(claim: Claim, replaced: Pick<Order, 'orderNumber'>, replacement: Order): EmailContent {
  return renderEmail(`Remplacement sous garantie ${replacement.orderNumber} – Ma Boutique Protection`, `Bonjour ${replacement.name},`, {
    paragraphs: [
      `Votre réclamation ${claim.reference} sur la commande ${replaced.orderNumber} est acceptée au titre de la garantie : nous vous envoyons gratuitement, livraison comprise, les articles suivants.`,
    ],
    table: {
      head: ['Article', 'Quantité'],
      rows: replacement.lines.map((line) => [
        line.variant ? `${line.productName} (${line.variant})` : line.productName,
        String(line.quantity),
      ]),
      alignRight: [1],
    },
    after: [
      `Ils partent sous la commande de remplacement ${replacement.orderNumber}, à 0,00 € : rien ne vous est facturé.`,
      `Livraison à : ${replacement.name}, ${replacement.shippingAddress.street}, ${replacement.shippingAddress.postalCode} ${replacement.shippingAddress.city}, ${replacement.shippingAddress.country}.`,
      ...deliveryParagraphs(replacement),
      'Vous recevrez son numéro de suivi par e-mail à son expédition.',
    ],
    footnote: footnote(claim.reference),
  })
}

/** The warranty applies: the chosen articles refunded, with the credit note attached. */
export function claimRefundedEmail(
  claim: Claim,
  order: Pick<Order, 'orderNumber' | 'name'>,
  refundCents: number,
  creditNoteNumber: string,
): EmailContent {
  return renderEmail(`Remboursement de votre réclamation ${claim.reference} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Votre réclamation ${claim.reference} sur la commande ${order.orderNumber} est acceptée au titre de la garantie : les articles concernés vous sont remboursés (${formatCents(refundCents)}).`,
      refundOf(refundCents),
      `L'avoir ${creditNoteNumber}, joint à ce message au format PDF, en fait foi : conservez-le.`,
    ],
    footnote: footnote(claim.reference),
  })
}

/** The warranty does not apply: the reason, in staff's words, and the legal guarantee that remains. */
export function claimRefusedEmail(claim: Claim, reason: string): EmailContent {
  return renderEmail(`Votre réclamation ${claim.reference} – Ma Boutique Protection`, unprovenGreeting(claim.name), {
    paragraphs: [
      `Nous avons étudié votre réclamation ${claim.reference} et ne pouvons pas y donner suite au titre de notre garantie, pour le motif suivant :`,
      ...reason
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    ],
    after: [
      'Ce refus ne vous prive pas de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) ni de la garantie des vices cachés (articles 1641 et suivants du Code civil).',
    ],
    footnote: footnote(claim.reference),
  })
}
