/**
 * A named report kept in SQL: the month's VAT by rate, summed from the invoices' frozen JSON
 * totals in one grouping that a query builder would only hide.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { monthDays } from '@shop/domain/accounting'

import type { CsvColumn } from '../export/csv-response.ts'
import { parisDayEnd, parisDayStart } from '../lists/sql-fragments.ts'

/** One VAT rate's figures for the month, in cents: sales less credit notes. */
export type VatRow = { rate: string; htCents: number; vatCents: number; ttcCents: number }

/**
 * The month's invoices and credit notes summed by rate from their frozen totals, credit notes
 * subtracted, by their issue day in Paris: the very amounts the FEC's VAT lines carry that month.
 * A total row ends the list.
 */
export async function vatSummary(payload: Payload, month: string): Promise<VatRow[]> {
  const { first, last } = monthDays(month)
  const { rows } = await payload.db.drizzle.execute<{ rate: string; ht: string; vat: string; ttc: string }>(sql`
    select (snapshot->'totals'->>'vatRatePercent')::numeric as rate,
      sum(sign * (snapshot->'totals'->>'htCents')::bigint)::text as ht,
      sum(sign * (snapshot->'totals'->>'vatCents')::bigint)::text as vat,
      sum(sign * (snapshot->'totals'->>'ttcCents')::bigint)::text as ttc
    from (select snapshot, case when kind = 'invoice' then 1 else -1 end as sign from invoices
      where issued_at >= ${parisDayStart(first)} and issued_at < ${parisDayEnd(last)}) documents
    group by 1 order by 1`)
  const byRate = rows.map((row) => ({
    rate: `${row.rate.replace('.', ',')} %`,
    htCents: Number(row.ht),
    vatCents: Number(row.vat),
    ttcCents: Number(row.ttc),
  }))
  const sum = (pick: (row: VatRow) => number) => byRate.reduce((total, row) => total + pick(row), 0)
  return [
    ...byRate,
    { rate: 'Total', htCents: sum((row) => row.htCents), vatCents: sum((row) => row.vatCents), ttcCents: sum((row) => row.ttcCents) },
  ]
}

const euros = (cents: number) => cents / 100

export const vatColumns: CsvColumn<VatRow>[] = [
  { header: 'Taux', value: (row) => row.rate },
  { header: 'Base HT (€)', value: (row) => euros(row.htCents) },
  { header: 'TVA (€)', value: (row) => euros(row.vatCents) },
  { header: 'TTC (€)', value: (row) => euros(row.ttcCents) },
]

/** `MBP-tva-2026-11.csv`. */
export const vatFileName = (month: string) => `MBP-tva-${month}.csv`
