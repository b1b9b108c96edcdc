import { deliveryPriceText } from '@shop/domain/delivery'
import { lineDescription } from '@shop/domain/line-description'
import { formatCents } from '@shop/domain/money'

import type { Order } from '../payload-types.ts'
import { renderEmail, type EmailContent } from './layout.ts'
import { deliveryParagraphs } from './order-delivery.ts'
import { personalisedExclusion, withdrawalRefundTerms, withdrawalReturnTerms } from './withdrawal-refund.ts'

/** `phone` null only in a development shop: production refuses settings without it. */
export type Seller = { legalName: string; address: string; email: string; phone: string | null }
/** `tracking` opens the order on /suivi with its tracking key: nothing to type (order-tracking-key.ts). */
export type OrderLinks = { tracking: string; terms: string; withdrawal: string }

/**
 * The order confirmation: the contract restated on a durable medium (Code de la consommation
 * L221-13): who sells, what was bought at what price TTC with its VAT, where it goes, and the
 * right of withdrawal with how to use it. The terms of sale and the withdrawal form travel with it
 * as PDF attachments (../checkout/order-confirmation.ts).
 */
export function orderConfirmationEmail(order: Order, seller: Seller, links: OrderLinks): EmailContent {
  const address = order.shippingAddress
  return renderEmail(`Confirmation de votre commande ${order.orderNumber} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [`Merci pour votre commande ${order.orderNumber}. Votre paiement a bien été reçu.`, ...deliveryParagraphs(order)],
    table: {
      head: ['Article', 'Quantité', 'Prix unitaire TTC', 'Total TTC'],
      rows: [
        ...order.lines.map((line) => [
          lineDescription(line),
          String(line.quantity),
          formatCents(line.unitCents),
          formatCents(line.totalCents),
        ]),
        ...(order.discountCents ? [[order.promo?.label || 'Remise', '', '', formatCents(-order.discountCents)]] : []),
        [order.delivery?.modeName ?? 'Livraison', '', '', deliveryPriceText(order.shippingCents)],
        ['Total TTC', '', '', formatCents(order.totalCents)],
        [`dont TVA (${order.vatRatePercent} %)`, '', '', formatCents(order.vatCents)],
      ],
      alignRight: [1, 2, 3],
    },
    after: [
      `Livraison à : ${order.name}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}.`,
      `Vendeur : ${seller.legalName}, ${seller.address} (${[seller.email, seller.phone && `tél. ${seller.phone}`].filter(Boolean).join(', ')}).`,
      `Droit de rétractation : vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier, en nous adressant le formulaire de rétractation joint à cet e-mail ou toute déclaration dénuée d'ambiguïté, ou en ligne depuis ${links.withdrawal}, puis de 14 jours après votre décision pour nous renvoyer les articles (${withdrawalReturnTerms}). ${withdrawalRefundTerms}`,
      ...personalisedExclusion(order),
      `Nos conditions générales de vente et le formulaire de rétractation sont joints à cet e-mail au format PDF : conservez-les. Les conditions générales restent consultables sur ${links.terms}.`,
    ],
    action: { label: 'Suivre ma commande', url: links.tracking },
  })
}
