import { withdrawalReturnBy } from '@shop/domain/after-sales'
import { formatDate, formatDateTime } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'
import type { WithdrawnLine } from '@shop/domain/withdrawal-choice'

import type { Order, SiteSetting } from '../payload-types.ts'
import { renderEmail, type EmailContent } from './layout.ts'
import { replyFootnote } from './reply-footnote.ts'
import {
  partialWithdrawalRefundTerms,
  personalisedExclusion,
  restWithdrawalRefundTerms,
  withdrawalRefundTerms,
  withdrawalReturnTerms,
} from './withdrawal-refund.ts'

/** An article withdrawn from: its order line, named as sold with its options. */
export type WithdrawnArticle = Omit<WithdrawnLine, 'line'> & { lineId: string; productName: string }

/**
 * What a withdrawal covers: the whole order, part of it, or the rest of it (the articles earlier
 * withdrawals left, which complete the withdrawal of the whole order).
 */
export type WithdrawalExtent = 'order' | 'part' | 'rest'

export type RecordedWithdrawal = { reference: string; withdrawnAt: string; articles: WithdrawnArticle[]; extent: WithdrawalExtent }

const coverage: Record<WithdrawalExtent, string> = {
  order: 'Elle porte sur toute la commande :',
  part: 'Elle porte sur les articles suivants de la commande :',
  rest: 'Elle porte sur les derniers articles de la commande, dont vous vous êtes ainsi rétracté en entier :',
}

function refundTerms(extent: WithdrawalExtent, amount: string): string {
  if (extent === 'order') return withdrawalRefundTerms
  return extent === 'part' ? partialWithdrawalRefundTerms(amount) : restWithdrawalRefundTerms(amount)
}

/**
 * Where withdrawn articles go back: the seller's address, to its returns service, as the withdrawal
 * page's « Service client et adresse de retour » names it.
 */
export function returnAddressOf({ legalName, address }: Pick<SiteSetting, 'legalName' | 'address'>): string {
  return `${legalName}, Service Retours, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}`
}

/**
 * Where and by when the articles go back (L221-23): the returns address, and the 14th day after
 * the withdrawal. The online withdrawal's acknowledgement and the withdrawal form's both say it.
 */
export function returnInstructions(withdrawnAt: string, returnAddress: string): string {
  const returnBy = withdrawalReturnBy(new Date(withdrawnAt))
  return `Renvoyez les articles au plus tard le ${formatDate(`${returnBy}T12:00:00Z`)} (14 jours après votre rétractation), à l'adresse : ${returnAddress}. Indiquez votre numéro de commande dans le colis et gardez la preuve de son envoi (${withdrawalReturnTerms}).`
}

/**
 * The acknowledgement the law requires (Code de la consommation L221-21): on a durable medium,
 * the date and time the withdrawal was received, what it covers, and where and by when to send
 * the articles back.
 */
export function withdrawalAcknowledgementEmail(order: Order, withdrawal: RecordedWithdrawal, returnAddress: string): EmailContent {
  const { reference, withdrawnAt, articles, extent } = withdrawal
  const refundCents = articles.reduce((sum, article) => sum + article.refundCents, 0)
  return renderEmail(`Accusé de réception de votre rétractation ${reference} – Ma Boutique Protection`, `Bonjour ${order.name},`, {
    paragraphs: [
      `Nous accusons réception de votre rétractation de la commande ${order.orderNumber}, exercée en ligne le ${formatDateTime(withdrawnAt)} (heure de Paris). Elle porte la référence ${reference}.`,
      coverage[extent],
    ],
    table: {
      head: ['Article', 'Quantité', 'Prix payé TTC'],
      rows: [
        ...articles.map((article) => [article.productName, String(article.quantity), formatCents(article.refundCents)]),
        ['Total des articles', '', formatCents(refundCents)],
      ],
      alignRight: [1, 2],
    },
    after: [...personalisedExclusion(order), returnInstructions(withdrawnAt, returnAddress), refundTerms(extent, formatCents(refundCents))],
    footnote: replyFootnote('Une question ? Répondez', reference),
  })
}
