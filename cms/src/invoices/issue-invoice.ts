import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { formatInvoiceNumber, type InvoiceKind, type InvoiceScope } from '@shop/domain/invoices'

import { dbOf } from '../database/db.ts'
import { invoice_counters } from '../database/own-tables.ts'
import { inTransaction } from '../lib/transaction.ts'
import { lockOrder } from '../orders/order-rows.ts'
import type { Invoice, Order } from '../payload-types.ts'
import { buildInvoiceSnapshot, invoiceSeller, restOfOrder, type CreditedArticle } from './invoice-snapshot.ts'
import { advisoryLocks } from '../lib/advisory-locks.ts'

const parisYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' })

/** The calendar year of Paris at that instant (New Year's Eve at 23:30 UTC is already next year). */
export function invoiceYear(at: Date): number {
  return Number(parisYear.format(at))
}

/**
 * The next number of the year and its issue instant, taken in the caller's transaction. Issuers
 * queue on a transaction lock first, so that numbers follow issue times; the counter's upsert then
 * commits or rolls back with the invoice: a failed invoice gives its number back, no gap is left.
 */
async function nextInvoiceNumber(req: PayloadRequest): Promise<{ number: string; issuedAt: Date }> {
  const db = await dbOf(req)
  await db.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.invoiceNumbering})`)
  const issuedAt = new Date()
  const year = invoiceYear(issuedAt)
  const [counter] = await db
    .insert(invoice_counters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoice_counters.year, set: { last: sql`${invoice_counters.last} + 1` } })
    .returning({ last: invoice_counters.last })
  const last = counter?.last
  if (last === undefined) throw new Error('invoice counter returned no row')
  return { number: formatInvoiceNumber(year, last), issuedAt }
}

async function existingInvoice(
  req: PayloadRequest,
  orderId: number,
  kind: InvoiceKind,
  scopes: readonly InvoiceScope[] = ['order'],
): Promise<Invoice | null> {
  const { docs } = await req.payload.find({
    collection: 'invoices',
    where: { order: { equals: orderId }, kind: { equals: kind }, scope: { in: scopes } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** Part of the order credited, what it is, and when it was refunded (the order's own refund: none). */
type CreditedPart = { scope: Exclude<InvoiceScope, 'order'>; articles: CreditedArticle[]; refundedAt?: string }

async function createInvoice(
  req: PayloadRequest,
  order: Order,
  kind: InvoiceKind,
  credited?: Invoice,
  part?: CreditedPart,
): Promise<Invoice> {
  const { payload } = req
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const seller = invoiceSeller(settings)
  const { number, issuedAt } = await nextInvoiceNumber(req)
  const snapshot = buildInvoiceSnapshot({
    kind,
    number,
    issuedAt,
    order,
    seller,
    creditedInvoiceNumber: credited?.number,
    articles: part?.articles,
    refundedAt: part?.refundedAt,
  })
  return payload.create({
    collection: 'invoices',
    data: {
      number,
      kind,
      scope: part?.scope ?? 'order',
      order: order.id,
      creditedInvoice: credited?.id ?? null,
      issuedAt: snapshot.issuedAt,
      snapshot,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** The order, locked for the rest of the transaction: two issuers of one order take turns. */
async function lockedOrder(req: PayloadRequest, orderId: number): Promise<Order> {
  if ((await lockOrder(req, orderId)) === null) throw new Error(`order ${orderId} does not exist`)
  return req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req })
}

async function invoiceOfLockedOrder(req: PayloadRequest, order: Order): Promise<Invoice> {
  return (await existingInvoice(req, order.id, 'invoice')) ?? createInvoice(req, order, 'invoice')
}

/**
 * The invoice of a paid order, issued once: a second call (a retry of its task, a race) returns
 * the first one. Joins `req`'s transaction.
 */
export async function issueInvoice(req: PayloadRequest, orderId: number): Promise<Invoice> {
  return inTransaction(req, async () => invoiceOfLockedOrder(req, await lockedOrder(req, orderId)))
}

/** The credit note of the whole order or of what its partial refunds left: the one a refund e-mail carries. */
export const creditNoteOf = (req: PayloadRequest, orderId: number) => existingInvoice(req, orderId, 'credit_note', ['order', 'rest'])

/**
 * The units that refunds of part of the order (withdrawals, warranty claims) gave back. Read past
 * access: the order is the one this server is crediting, locked by the caller that may refund it.
 */
async function refundedWithdrawals(req: PayloadRequest, orderId: number) {
  const { docs } = await req.payload.find({
    collection: 'tickets',
    where: { order: { equals: orderId }, source: { in: ['withdrawal', 'warranty-claim'] }, withdrawalRefundedAt: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((ticket) => ticket.withdrawnLines ?? [])
}

/**
 * The credit note (avoir) of a refunded order, issued once: for the whole of its invoice, or, when
 * a withdrawal from part of it was refunded before, for what that left. The invoice is issued first
 * if it is missing (the sale happened before the refund). An order never paid has nothing to
 * credit: null. `issued` says whether this call issued it, not an earlier one. Joins `req`'s transaction.
 */
export async function issueCreditNote(req: PayloadRequest, orderId: number): Promise<{ creditNote: Invoice; issued: boolean } | null> {
  return inTransaction(req, async () => {
    const order = await lockedOrder(req, orderId)
    if (!order.payment?.paidAt) return null
    const existing = await creditNoteOf(req, order.id)
    if (existing) return { creditNote: existing, issued: false }
    const invoice = await invoiceOfLockedOrder(req, order)
    const articles = order.payment.partlyRefundedCents ? restOfOrder(order, await refundedWithdrawals(req, order.id)) : null
    const creditNote = await createInvoice(req, order, 'credit_note', invoice, articles ? { scope: 'rest', articles } : undefined)
    return { creditNote, issued: true }
  })
}

/**
 * The credit note of part of the order refunded (a withdrawal, a warranty claim: `why`), for those
 * articles only, in the refund's transaction, whose caller holds the order's lock; the invoice is
 * issued first if it is missing.
 */
export async function issuePartialCreditNote(
  req: PayloadRequest,
  order: Order,
  withdrawn: { articles: { productName: string; quantity: number; refundCents: number }[]; refundedAt: string; why: string },
): Promise<Invoice> {
  const articles = withdrawn.articles.map(({ productName, quantity, refundCents }) => ({
    account: 'goods' as const,
    description: `${productName} (${withdrawn.why})`,
    quantity,
    refundCents,
  }))
  const part = { scope: 'withdrawal', articles, refundedAt: withdrawn.refundedAt } as const
  return createInvoice(req, order, 'credit_note', await invoiceOfLockedOrder(req, order), part)
}
