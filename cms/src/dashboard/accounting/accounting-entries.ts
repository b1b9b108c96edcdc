/**
 * A named report kept in SQL: the FEC's entries are one union of invoices, payments and refunds,
 * summed from the invoices' frozen JSON lines and streamed in the journal's order; a query builder
 * would hide the accounting the auditor reads.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import {
  fecAmount,
  fecDate,
  receiptEntry,
  salesEntry,
  type Account,
  type AccountedDocument,
  type ChartOfAccounts,
  type Day,
  type EntryLine,
} from '@shop/domain/accounting'
import type { PaymentProvider } from '@shop/domain/payment-providers'

import { streamRows } from '../export/sql-rows.ts'
import { parisDay, parisDayEnd, parisDayStart } from '../lists/sql-fragments.ts'

/** What happened to an order that the books record, one row per entry. */
type EntryRow = {
  journal: 'sales' | 'receipts'
  day: Day
  kind: 'invoice' | 'credit_note' | 'payment' | 'refund'
  /** The invoice or credit note: the entry's own, or the one a payment or refund settles. */
  number: string | null
  order_number: string
  /** A document's lines' HT by account and its totals, in cents (bigint, read as text). */
  goods_ht: string | null
  delivery_ht: string | null
  discount_ht: string | null
  ht: string | null
  vat: string | null
  ttc: string | null
  vat_rate: string | null
  customer_id: number | null
  buyer_name: string
  provider: PaymentProvider | null
  amount_cents: string | null
  /** When both sides of the customer's account were there: the document and its payment or refund. */
  lettered_day: Day | null
}

export type Period = { first: Day; last: Day }

/** One line of the FEC, its 18 fields in the order of fecFields. */
export type FecRecord = string[]

/**
 * Every entry of the period in the order the FEC lists them (day, journal, time): invoices and
 * credit notes by their issue day, payments by the day they were received and refunds by their
 * credit note's (the shop issues one with each refund). A day is Paris's, its bounds instants,
 * so that the indexes on the dates serve.
 */
function entriesQuery(period: Period, chart: ChartOfAccounts, journals: readonly EntryRow['journal'][]) {
  const from = parisDayStart(period.first)
  const until = parisDayEnd(period.last)
  const documents = sql`
    select 'sales' as journal, ${parisDay(sql`i.issued_at`)} as day, i.issued_at as at, i.id as seq, i.kind::text as kind,
      i.number, o.order_number, lines.goods_ht, lines.delivery_ht, lines.discount_ht,
      (i.snapshot->'totals'->>'htCents')::bigint as ht, (i.snapshot->'totals'->>'vatCents')::bigint as vat,
      (i.snapshot->'totals'->>'ttcCents')::bigint as ttc, i.snapshot->'totals'->>'vatRatePercent' as vat_rate, o.customer_id,
      i.snapshot->'buyer'->>'name' as buyer_name, null::text as provider, null::bigint as amount_cents,
      ${parisDay(sql`case when i.kind = 'invoice' then greatest(i.issued_at, o.payment_paid_at) else i.issued_at end`)} as lettered_day
    from invoices i join orders o on o.id = i.order_id,
    lateral (
      select sum((line->>'totalHtCents')::bigint) filter (where line->>'account' = 'goods') as goods_ht,
        sum((line->>'totalHtCents')::bigint) filter (where line->>'account' = 'delivery') as delivery_ht,
        sum((line->>'totalHtCents')::bigint) filter (where line->>'account' = 'discount') as discount_ht
      from jsonb_array_elements(i.snapshot->'lines') line
    ) lines
    where i.issued_at >= ${from} and i.issued_at < ${until}`
  const payments = sql`
    select 'receipts' as journal, ${parisDay(sql`o.payment_paid_at`)} as day, o.payment_paid_at as at, o.id as seq, 'payment' as kind,
      inv.number, o.order_number, null::bigint as goods_ht, null::bigint as delivery_ht, null::bigint as discount_ht,
      null::bigint as ht, null::bigint as vat, null::bigint as ttc, null as vat_rate, o.customer_id, o.name as buyer_name,
      o.payment_provider::text as provider, o.total_cents::bigint as amount_cents,
      case when inv.id is null then null else ${parisDay(sql`greatest(o.payment_paid_at, inv.issued_at)`)} end as lettered_day
    from orders o
    left join invoices inv on inv.order_id = o.id and inv.kind = 'invoice' and inv.scope = 'order'
    where o.payment_paid_at >= ${from} and o.payment_paid_at < ${until} and o.total_cents > 0
    union all
    select 'receipts', ${parisDay(sql`i.issued_at`)}, i.issued_at, i.id, 'refund', i.number, o.order_number,
      null, null, null, null, null, null, null, o.customer_id, o.name, o.payment_provider::text, (i.snapshot->'totals'->>'ttcCents')::bigint,
      ${parisDay(sql`i.issued_at`)}
    from invoices i join orders o on o.id = i.order_id
    where i.kind = 'credit_note' and i.issued_at >= ${from} and i.issued_at < ${until}`
  const parts = [...(journals.includes('sales') ? [documents] : []), ...(journals.includes('receipts') ? [payments] : [])]
  const journalCode = sql`case journal when 'sales' then ${chart.salesJournal.code}::text else ${chart.receiptsJournal.code}::text end`
  return sql`select * from (${sql.join(parts, sql` union all `)}) entries order by day, ${journalCode}, at, seq, kind`
}

/** Text as one field of a delimited line: no separator, no line break. */
const field = (text: string) => text.replace(/[\t|\r\n]+/g, ' ').trim()

/** A customer with an account has an auxiliary account of their own; a buyer without, the walk-in one. */
const customerAccount = (row: EntryRow): Account | null =>
  row.customer_id === null ? null : { number: `C${String(row.customer_id).padStart(8, '0')}`, label: row.buyer_name }

function entryLines(row: EntryRow, chart: ChartOfAccounts): EntryLine[] {
  const customer = customerAccount(row)
  if (row.kind === 'invoice' || row.kind === 'credit_note') {
    if (!row.number || row.ttc === null) throw new Error(`document of order ${row.order_number} without its totals`)
    const document: AccountedDocument = {
      kind: row.kind,
      number: row.number,
      day: row.day,
      orderNumber: row.order_number,
      htByAccount: { goods: Number(row.goods_ht ?? 0), delivery: Number(row.delivery_ht ?? 0), discount: Number(row.discount_ht ?? 0) },
      totals: { htCents: Number(row.ht), vatCents: Number(row.vat), ttcCents: Number(row.ttc), vatRatePercent: Number(row.vat_rate) },
      customer,
    }
    return salesEntry(document, chart)
  }
  if (!row.provider) throw new Error(`payment of order ${row.order_number} without its provider`)
  return receiptEntry(
    {
      direction: row.kind === 'payment' ? 'in' : 'out',
      provider: row.provider,
      day: row.day,
      documentNumber: row.number,
      orderNumber: row.order_number,
      amountCents: Number(row.amount_cents),
      customer,
    },
    chart,
  )
}

/**
 * The period's entries as FEC records, numbered without a gap within each journal in date order.
 * The customer's lines are lettered with the document they settle (its number) once both sides
 * are in the books by the period's end; a payment whose invoice comes later stays open.
 */
export async function* accountingRecords(
  payload: Payload,
  period: Period,
  chart: ChartOfAccounts,
  journals: readonly EntryRow['journal'][] = ['sales', 'receipts'],
): AsyncGenerator<FecRecord> {
  const sequence = { sales: 0, receipts: 0 }
  for await (const row of streamRows<EntryRow>(payload, entriesQuery(period, chart, journals))) {
    const journal = row.journal === 'sales' ? chart.salesJournal : chart.receiptsJournal
    const number = `${journal.code}${String(++sequence[row.journal]).padStart(6, '0')}`
    const lettered = row.number !== null && row.lettered_day !== null && row.lettered_day <= period.last
    const pieceRef = row.kind === 'payment' ? row.order_number : (row.number ?? row.order_number)
    for (const line of entryLines(row, chart)) {
      const settles = lettered && line.account.number === chart.customers.number && line.auxiliary !== null
      yield [
        journal.code,
        field(journal.label),
        number,
        fecDate(row.day),
        line.account.number,
        field(line.account.label),
        line.auxiliary?.number ?? '',
        field(line.auxiliary?.label ?? ''),
        field(pieceRef),
        fecDate(row.day),
        field(line.label),
        fecAmount(Math.max(line.amountCents, 0)),
        fecAmount(Math.max(-line.amountCents, 0)),
        settles ? (row.number ?? '') : '',
        settles && row.lettered_day ? fecDate(row.lettered_day) : '',
        fecDate(row.day),
        '',
        '',
      ]
    }
  }
}
