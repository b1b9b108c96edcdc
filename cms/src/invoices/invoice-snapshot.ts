import type { InvoiceLineAccount } from '@shop/domain/accounting'
import type { InvoiceKind } from '@shop/domain/invoices'
import { lineDescription } from '@shop/domain/line-description'
import { vatIncluded } from '@shop/domain/vat'
import { linesLeft, type EarlierWithdrawal } from '@shop/domain/withdrawal-choice'

import { withdrawableLines } from '../orders/order-wire.ts'
import type { Order, SiteSetting } from '../payload-types.ts'

export type InvoiceSeller = {
  name: string
  legalForm: string
  address: string[]
  siret: string
  vatNumber: string
  rcs: string | null
  email: string
}

export type InvoiceLine = {
  /** What it sells, for the books (../dashboard/accounting): articles, the delivery, or a discount. */
  account: InvoiceLineAccount
  description: string
  quantity: number
  unitHtCents: number
  vatRatePercent: number
  vatCents: number
  totalHtCents: number
  totalTtcCents: number
}

/**
 * Everything an invoice or credit note says, frozen when it is issued (Code de commerce L441-9,
 * CGI art. 242 nonies A): the PDF is rendered from this alone, so that it reads the same in ten
 * years. Dates are ISO strings; amounts are integer cents, positive on a credit note too (but a
 * promo code's discount line, negative on both).
 */
export type InvoiceSnapshot = {
  kind: InvoiceKind
  number: string
  issuedAt: string
  /** The day of the sale: the payment, since the shop is paid when the order is placed. */
  saleDate: string
  orderNumber: string
  seller: InvoiceSeller
  buyer: { name: string; email: string; address: string[] }
  lines: InvoiceLine[]
  totals: { htCents: number; vatCents: number; ttcCents: number; vatRatePercent: number }
  paymentTerms: string
  creditedInvoiceNumber: string | null
}

/** The seller's mentions from the site settings; an invoice without them would be unlawful. */
export function invoiceSeller(settings: SiteSetting): InvoiceSeller {
  const { legalForm, siret, vatNumber } = settings
  if (!legalForm || !siret || !vatNumber) {
    throw new Error('site settings lack the legal form, SIRET or VAT number that invoices must state')
  }
  const { street, postalCode, city, country } = settings.address
  return {
    name: settings.legalName,
    legalForm,
    address: [street, `${postalCode} ${city}`, country],
    siret,
    vatNumber,
    rcs: settings.rcs || null,
    email: settings.email,
  }
}

/** A line whose VAT is taken out of its own TTC total, as the order's is out of the order's total. */
function vatLine(
  rate: number,
  account: InvoiceLineAccount,
  description: string,
  quantity: number,
  unitCents: number,
  totalCents: number,
): InvoiceLine {
  const total = vatIncluded(totalCents, rate)
  return {
    account,
    description,
    quantity,
    unitHtCents: vatIncluded(unitCents, rate).htCents,
    vatRatePercent: rate,
    vatCents: total.vatCents,
    totalHtCents: total.htCents,
    totalTtcCents: totalCents,
  }
}

/** The delivery is a line of its own, named by its mode. */
export function invoiceLines(order: Order): InvoiceLine[] {
  const line = (account: InvoiceLineAccount, description: string, quantity: number, unitCents: number, totalCents: number) =>
    vatLine(order.vatRatePercent, account, description, quantity, unitCents, totalCents)
  const lines = order.lines.map((item) => line('goods', lineDescription(item), item.quantity, item.unitCents, item.totalCents))
  // A promo code's discount is a line of its own, negative, with the VAT it takes off: the
  // totals are those of the discounted amounts, what the customer paid.
  const discount = order.discountCents ?? 0
  if (discount > 0) {
    const taken = line('discount', order.promo?.label || 'Remise', 1, discount, discount)
    lines.push({
      ...taken,
      unitHtCents: -taken.unitHtCents,
      vatCents: -taken.vatCents,
      totalHtCents: -taken.totalHtCents,
      totalTtcCents: -taken.totalTtcCents,
    })
  }
  const delivery = deliveryLine(order)
  return delivery ? [...lines, line('delivery', delivery, 1, order.shippingCents, order.shippingCents)] : lines
}

/** The mode sold, free or not; an order from before modes has a delivery line only when it paid for it. */
function deliveryLine(order: Order): string | null {
  const mode = order.delivery?.modeName
  if (!mode && order.shippingCents === 0) return null
  return mode ?? 'Livraison'
}

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' })

/** 2026-11-03T10:00:00Z → '3 novembre 2026' (the day in Paris). */
export function formatInvoiceDate(iso: string): string {
  return longDate.format(new Date(iso))
}

/** What a credit note of part of the order lists: articles (or the delivery), each at what was paid for it. */
export type CreditedArticle = {
  account: Exclude<InvoiceLineAccount, 'discount'>
  description: string
  quantity: number
  refundCents: number
}

/**
 * What withdrawals from part of the order left, when it is refunded too: the units of each line
 * not given back, at what the line was paid less their refunds (linesLeft: so that the credit
 * notes add up to the order), and the delivery, which no partial withdrawal refunds.
 */
export function restOfOrder(order: Order, withdrawn: NonNullable<EarlierWithdrawal>): CreditedArticle[] {
  const articles = linesLeft(withdrawableLines(order), [withdrawn])
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      account: 'goods' as const,
      description: lineDescription(line.sold),
      quantity: line.quantity,
      refundCents: line.paidCents,
    }))
  const delivery = deliveryLine(order)
  return delivery
    ? [...articles, { account: 'delivery' as const, description: delivery, quantity: 1, refundCents: order.shippingCents }]
    : articles
}

type SnapshotInput = {
  kind: InvoiceKind
  number: string
  issuedAt: Date
  order: Order
  seller: InvoiceSeller
  /** For a credit note: the invoice it cancels. */
  creditedInvoiceNumber?: string
  /** For a credit note of part of the order: its articles; none, the whole invoice. */
  articles?: CreditedArticle[]
  /** When the refund was made, if not the order's own (a partial refund leaves the order's alone). */
  refundedAt?: string
}

/** A partial credit note's lines: the promo code's share is already out of each refund. */
function creditedLines(order: Order, articles: CreditedArticle[]): InvoiceLine[] {
  return articles.map((article) =>
    vatLine(
      order.vatRatePercent,
      article.account,
      article.description,
      article.quantity,
      Math.round(article.refundCents / article.quantity),
      article.refundCents,
    ),
  )
}

function totalsOf(order: Order, lines: InvoiceLine[] | null): InvoiceSnapshot['totals'] {
  const rate = order.vatRatePercent
  if (!lines) return { htCents: order.htCents, vatCents: order.vatCents, ttcCents: order.totalCents, vatRatePercent: rate }
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0)
  return {
    htCents: sum((line) => line.totalHtCents),
    vatCents: sum((line) => line.vatCents),
    ttcCents: sum((line) => line.totalTtcCents),
    vatRatePercent: rate,
  }
}

function paymentTerms(kind: InvoiceKind, paidAt: string, refundedAt: string, creditedInvoiceNumber: string | undefined): string {
  if (kind === 'invoice') return `Payée par carte bancaire le ${formatInvoiceDate(paidAt)}.`
  if (!creditedInvoiceNumber) throw new Error('a credit note needs the invoice it cancels')
  return `Remboursement effectué le ${formatInvoiceDate(refundedAt)} sur la carte bancaire ayant servi au paiement. Avoir sur la facture ${creditedInvoiceNumber}.`
}

export function buildInvoiceSnapshot(input: SnapshotInput): InvoiceSnapshot {
  const { kind, number, issuedAt, order, seller, creditedInvoiceNumber, articles } = input
  const paidAt = order.payment?.paidAt
  if (!paidAt) throw new Error(`order ${order.orderNumber} has no payment to invoice`)
  // Staff who mark an order refunded in the admin refund it on the payment side themselves.
  const refundedAt = input.refundedAt ?? order.payment?.refundedAt ?? issuedAt.toISOString()
  const part = articles ? creditedLines(order, articles) : null
  const { street, postalCode, city, country } = order.shippingAddress
  return {
    kind,
    number,
    issuedAt: issuedAt.toISOString(),
    saleDate: paidAt,
    orderNumber: order.orderNumber,
    seller,
    buyer: { name: order.name, email: order.email, address: [street, `${postalCode} ${city}`, country] },
    lines: part ?? invoiceLines(order),
    totals: totalsOf(order, part),
    paymentTerms: paymentTerms(kind, paidAt, refundedAt, creditedInvoiceNumber),
    creditedInvoiceNumber: creditedInvoiceNumber ?? null,
  }
}
