import { formatDateTime } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'

import type { Order } from '../payload-types.ts'
import { renderEmail, type EmailContent } from './layout.ts'
import { withdrawalRefundTerms, withdrawalReturnTerms } from './withdrawal-refund.ts'

/**
 * The acknowledgement the law requires (Code de la consommation L221-21): on a durable medium,
 * the date and time the withdrawal was received, and what it covers.
 */
export function withdrawalAcknowledgementEmail(order: Order, reference: string, withdrawnAt: string): EmailContent {
  return renderEmail(`Accusé de réception de votre rétractation ${reference} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Nous accusons réception de votre rétractation de la commande ${order.orderNumber}, exercée en ligne le ${formatDateTime(withdrawnAt)} (heure de Paris). Elle porte la référence ${reference}.`,
      'Elle porte sur les articles suivants :',
    ],
    table: {
      head: ['Article', 'Quantité', 'Total TTC'],
      rows: [
        ...order.lines.map((line) => [line.productName, String(line.quantity), formatCents(line.totalCents)]),
        ['Total de la commande', '', formatCents(order.totalCents)],
      ],
      alignRight: [1, 2],
    },
    after: [`Renvoyez les articles dans les 14 jours suivant cette rétractation (${withdrawalReturnTerms}). ${withdrawalRefundTerms}`],
    footnote: `Une question ? Répondez simplement à ce message : votre réponse rejoindra la demande ${reference}.`,
  })
}
