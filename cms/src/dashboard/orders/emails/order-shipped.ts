import type { Order } from '../../../payload-types.ts'
import { renderEmail, type EmailContent } from '../../../emails/layout.ts'
import { deliveryParagraphs } from '../../../emails/order-delivery.ts'

/** The parcel left: its carrier and tracking number, its mode and expected period, and the shop's own tracking page. */
export function orderShippedEmail(order: Order, trackingUrl: string): EmailContent {
  return renderEmail(`Votre commande ${order.orderNumber} est expédiée – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Bonne nouvelle : votre commande ${order.orderNumber} vient d'être expédiée.`,
      `Transporteur : ${order.shipping?.carrier ?? ''}`,
      `Numéro de suivi : ${order.shipping?.trackingNumber ?? ''}`,
      ...deliveryParagraphs(order),
    ],
    action: { label: 'Suivre ma commande', url: trackingUrl },
    footnote: 'Une question ? Répondez simplement à ce message.',
  })
}
