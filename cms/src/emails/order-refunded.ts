import { formatCents } from '@shop/domain/money'

import type { Order } from '../payload-types.ts'
import { renderEmail, type EmailContent } from './layout.ts'

/** A returned parcel was received and the order refunded. */
export function orderRefundedEmail(order: Order): EmailContent {
  return renderEmail(`Remboursement de votre commande ${order.orderNumber} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Nous avons bien reçu votre retour pour la commande ${order.orderNumber}.`,
      `Le montant de ${formatCents(order.totalCents)} vous est remboursé sur le moyen de paiement utilisé ; il apparaît en général sous 3 à 5 jours ouvrés.`,
    ],
    footnote: 'Un avoir est joint à votre commande dans votre espace client.',
  })
}
