import { formatDateTime } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'
import type { WithdrawnLine } from '@shop/domain/withdrawal-choice'

import type { Order } from '../payload-types.ts'
import { renderEmail, type EmailContent } from './layout.ts'
import { partialWithdrawalRefundTerms, personalisedExclusion, withdrawalRefundTerms, withdrawalReturnTerms } from './withdrawal-refund.ts'

/** An article withdrawn from: its order line, named as sold with its options. */
export type WithdrawnArticle = Omit<WithdrawnLine, 'line'> & { lineId: string; productName: string }

export type RecordedWithdrawal = { reference: string; withdrawnAt: string; articles: WithdrawnArticle[]; wholeOrder: boolean }

/**
 * The acknowledgement the law requires (Code de la consommation L221-21): on a durable medium,
 * the date and time the withdrawal was received, and what it covers.
 */
export function withdrawalAcknowledgementEmail(order: Order, withdrawal: RecordedWithdrawal): EmailContent {
  const { reference, withdrawnAt, articles, wholeOrder } = withdrawal
  const refundCents = articles.reduce((sum, article) => sum + article.refundCents, 0)
  return renderEmail(`Accusé de réception de votre rétractation ${reference} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Nous accusons réception de votre rétractation de la commande ${order.orderNumber}, exercée en ligne le ${formatDateTime(withdrawnAt)} (heure de Paris). Elle porte la référence ${reference}.`,
      wholeOrder ? 'Elle porte sur toute la commande :' : 'Elle porte sur les articles suivants de la commande :',
    ],
    table: {
      head: ['Article', 'Quantité', 'Prix payé TTC'],
      rows: [
        ...articles.map((article) => [article.productName, String(article.quantity), formatCents(article.refundCents)]),
        ['Total des articles', '', formatCents(refundCents)],
      ],
      alignRight: [1, 2],
    },
    after: [
      ...personalisedExclusion(order),
      `Renvoyez les articles dans les 14 jours suivant cette rétractation (${withdrawalReturnTerms}). ${
        wholeOrder ? withdrawalRefundTerms : partialWithdrawalRefundTerms(formatCents(refundCents))
      }`,
    ],
    footnote: `Une question ? Répondez simplement à ce message : votre réponse rejoindra la demande ${reference}.`,
  })
}
