import { sql } from '@payloadcms/db-postgres/drizzle'
import { createLocalReq, type Payload } from 'payload'

import { accountantReportMonth, fecFields, monthDays, monthLabel, type ChartOfAccounts } from '@shop/domain/accounting'
import { formatCents } from '@shop/domain/money'
import { parisDate } from '@shop/domain/working-days'

import { renderEmail, type EmailContent } from '../../emails/layout.ts'
import { dbOf } from '../../database/db.ts'
import { accountant_reports } from '../../database/own-tables.ts'
import { inTransaction } from '../../lib/transaction.ts'
import type { AttachmentRef, AttachmentRenderers } from '../../mail/attachments.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { csvFile, type CsvColumn } from '../export/csv-response.ts'
import { accountingRecords, type FecRecord } from './accounting-entries.ts'
import { accountingSettings } from './accounting-settings.ts'
import { vatColumns, vatFileName, vatSummary, type VatRow } from './vat-summary.ts'

const journalColumns: CsvColumn<FecRecord>[] = fecFields.map((header, index) => ({ header, value: (record) => record[index] }))

/** The month's sales journal: the FEC's lines of the sales journal for that month. */
async function salesJournal(payload: Payload, month: string, chart: ChartOfAccounts): Promise<Buffer> {
  return csvFile(journalColumns, accountingRecords(payload, monthDays(month), chart, ['sales']), 'semicolon')
}

function monthOf(ref: AttachmentRef): string {
  if (!ref.month) throw new Error(`attachment ${ref.kind} without its month`)
  return ref.month
}

/**
 * The report's two files, rendered when the e-mail leaves from the invoices, which never change
 * once issued: a resent e-mail carries the same figures. Wired into the outbox in jobs/tasks.ts.
 */
export const accountingAttachments: AttachmentRenderers = {
  'vat-summary': async ({ payload }, ref) => ({
    filename: vatFileName(monthOf(ref)),
    content: await csvFile(vatColumns, await vatSummary(payload, monthOf(ref)), 'semicolon'),
    contentType: 'text/csv; charset=utf-8',
  }),
  'sales-journal': async ({ payload }, ref) => ({
    filename: `MBP-journal-des-ventes-${monthOf(ref)}.csv`,
    content: await salesJournal(payload, monthOf(ref), (await accountingSettings(payload)).chart),
    contentType: 'text/csv; charset=utf-8',
  }),
}

function accountantReportEmail(month: string, rows: VatRow[]): EmailContent {
  const label = monthLabel(month)
  return renderEmail(`Comptabilité de ${label} – Ma Boutique Protection`, 'Bonjour,', {
    paragraphs: [
      `Voici les chiffres de ${label}, établis à partir des factures et des avoirs émis ce mois-là : le récapitulatif de TVA par taux (avoirs déduits) et le journal des ventes, en pièces jointes (CSV, séparateur point-virgule).`,
    ],
    table: {
      head: ['Taux', 'Base HT', 'TVA', 'TTC'],
      rows: rows.map((row) => [row.rate, formatCents(row.htCents), formatCents(row.vatCents), formatCents(row.ttcCents)]),
      alignRight: [1, 2, 3],
    },
    footnote:
      "Cet e-mail part le premier jour ouvré de chaque mois. Le fichier des écritures comptables (FEC) de l'exercice se télécharge depuis le tableau de bord, onglet Comptabilité.",
  })
}

/**
 * The accountant's monthly mail (the « Comptabilité » settings' address; none, nothing is sent):
 * from the first working day of a month, the previous month's VAT summary and sales journal. A
 * row per month, written with the queued e-mail in one transaction, makes it once per month
 * across instances and restarts. Says the month sent, if any.
 */
export async function sendAccountantReport(payload: Payload, now = new Date()): Promise<string | null> {
  const { accountantEmail } = await accountingSettings(payload)
  if (!accountantEmail) return null
  const month = accountantReportMonth(parisDate(now))
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const db = await dbOf(req)
    const queued = await db
      .insert(accountant_reports)
      .values({ month, email: accountantEmail, queuedAt: sql`now()` })
      .onConflictDoNothing({ target: accountant_reports.month })
      .returning({ month: accountant_reports.month })
    if (queued.length === 0) return null
    await queueEmail(req, {
      to: accountantEmail,
      ...accountantReportEmail(month, await vatSummary(payload, month)),
      attachments: [
        { kind: 'vat-summary', month },
        { kind: 'sales-journal', month },
      ],
    })
    return month
  })
}
