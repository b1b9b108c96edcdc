import { deliveryRefundedInFull } from '@shop/domain/after-sales'

import type { Order } from '../payload-types.ts'

/**
 * What a withdrawal brings back and by when (Code de la consommation, L221-23 and L221-24), in the
 * words of the shop's terms of sale: 14 days from the day the shop learns of the withdrawal, which
 * it may put off until the articles or a proof of their dispatch reach it, whichever comes first —
 * never 14 days from their return. The order's confirmation and the withdrawal's acknowledgement
 * both promise it.
 */
const refundDelay =
  "dans les 14 jours suivant le jour où nous sommes informés de votre rétractation, par le moyen de paiement utilisé pour la commande ; ce remboursement peut être différé jusqu'à la réception des articles ou jusqu'à la preuve de leur expédition, la date retenue étant celle du premier de ces faits."

export const withdrawalRefundTerms = `Nous vous remboursons la totalité des sommes versées, frais de livraison initiaux compris (${deliveryRefundedInFull}), ${refundDelay}`

/** A withdrawal from part of the order: the delivery served the articles kept too (withdrawal-choice.ts). */
export const partialWithdrawalRefundTerms = (amount: string) =>
  `Nous vous remboursons le prix payé pour ces articles, soit ${amount}, ${refundDelay} Les frais de livraison, communs à toute la commande, ne sont remboursés qu'en cas de rétractation de toute la commande.`

/** The last articles of an order others were withdrawn from: the whole order is withdrawn from, its delivery costs come back. */
export const restWithdrawalRefundTerms = (amount: string) =>
  `Nous vous remboursons le prix payé pour ces articles, soit ${amount}, ainsi que les frais de livraison initiaux (${deliveryRefundedInFull}), ${refundDelay}`

/** Sending the articles back (L221-23): within 14 days of the decision, at the customer's cost unless faulty. */
export const withdrawalReturnTerms = 'frais de retour à votre charge, sauf produit défectueux ou non conforme à la commande'

/** The order's articles printed with the customer's photo, which no withdrawal covers (L221-28, 3°): a paragraph, or none. */
export function personalisedExclusion(order: Pick<Order, 'lines'>): string[] {
  const names = order.lines.filter((line) => line.photo != null).map((line) => line.productName)
  if (names.length === 0) return []
  return [
    `Non concernés, car imprimés avec votre photo et exclus du droit de rétractation (article L221-28 du Code de la consommation) : ${names.join(', ')}.`,
  ]
}
