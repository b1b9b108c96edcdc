import { formatCents } from '@shop/domain/money'

import type { Order } from '../payload-types.ts'
import { renderEmail, type EmailContent } from './layout.ts'

/** The customer's cancellation, and the refund when the order was paid. */
export function orderCancelledEmail(order: Order, refunded: boolean): EmailContent {
  return renderEmail(`Annulation de votre commande ${order.orderNumber} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Votre commande ${order.orderNumber} a bien été annulée.`,
      refunded
        ? `Le montant de ${formatCents(order.totalCents)} vous est remboursé sur le moyen de paiement utilisé ; il apparaît en général sous 3 à 5 jours ouvrés.`
        : "Aucun paiement n'avait été encaissé pour cette commande.",
    ],
    footnote: "Si vous n'êtes pas à l'origine de cette annulation, répondez à ce message.",
  })
}
