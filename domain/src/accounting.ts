import * as z from 'zod'

import { exportOptionsSchema } from './dashboard.ts'
import type { PaymentProvider } from './payment-providers.ts'
import { workingDayFrom } from './working-days.ts'
import './zod-french.ts'

/**
 * The shop's books as the accountant and a tax auditor read them: the FEC (fichier des écritures
 * comptables, LPF art. L47 A, format of art. A47 A-1) and the monthly VAT summary, both drawn from
 * the invoices and credit notes the shop issues and the payments it records. Amounts are integer
 * cents throughout; only the file's text turns them into euros.
 */

export const accountingMessages = {
  yearInvalid: "Indiquez l'exercice par l'année de sa clôture, sur quatre chiffres (ex. 2026).",
  monthInvalid: 'Indiquez le mois au format AAAA-MM (ex. 2026-11).',
  closingDateInvalid: 'Indiquez le jour et le mois de clôture au format JJ/MM (ex. 31/12), un jour qui existe chaque année.',
  accountNumberInvalid: 'Un numéro de compte commence par sa classe (1 à 7) et ne contient que des chiffres (3 à 20).',
  auxiliaryNumberInvalid: 'Un compte auxiliaire ne contient que des lettres majuscules et des chiffres (1 à 17).',
  journalCodeInvalid: 'Un code journal ne contient que des lettres majuscules et des chiffres (1 à 6).',
  labelRequired: 'Indiquez un libellé (100 caractères au plus).',
  sirenMissing: 'Le SIRET de la boutique (paramètres du site) est nécessaire pour nommer le FEC.',
} as const

/** The 18 fields of art. A47 A-1, in its order: the file's first line. */
export const fecFields = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const

export const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^[1-7]\d{2,19}$/, { error: accountingMessages.accountNumberInvalid })
export const auxiliaryNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,17}$/, { error: accountingMessages.auxiliaryNumberInvalid })
export const journalCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,6}$/, { error: accountingMessages.journalCodeInvalid })
export const accountLabelSchema = z.string().trim().min(1, { error: accountingMessages.labelRequired }).max(100)

export type Account = { number: string; label: string }
export type Journal = { code: string; label: string }

/**
 * The accounts and journals the entries use, from the plan comptable général unless the
 * accountant sets their own (the « Comptabilité » settings). A promo code's discount goes to 709
 * rather than netting the sales lines: the invoice shows it as a line of its own, so the books
 * keep the same three figures (gross sales, discount, net) the customer's invoice states.
 */
export type ChartOfAccounts = {
  salesJournal: Journal
  receiptsJournal: Journal
  customers: Account
  /** The auxiliary account of buyers without a customer account. */
  walkInCustomers: Account
  goodsSales: Account
  deliverySales: Account
  discounts: Account
  vatCollected: Account
  payments: Record<PaymentProvider, Account>
}

export const defaultChartOfAccounts: ChartOfAccounts = {
  salesJournal: { code: 'VE', label: 'Journal des ventes' },
  receiptsJournal: { code: 'EN', label: 'Journal des encaissements' },
  customers: { number: '411000', label: 'Clients' },
  walkInCustomers: { number: 'CLDIVERS', label: 'Clients divers' },
  goodsSales: { number: '707000', label: 'Ventes de marchandises' },
  deliverySales: { number: '708500', label: 'Ports et frais accessoires facturés' },
  discounts: { number: '709700', label: 'Rabais, remises et ristournes accordés sur ventes de marchandises' },
  vatCollected: { number: '445710', label: 'TVA collectée' },
  payments: {
    stripe: { number: '511200', label: 'Paiements par carte à encaisser (Stripe)' },
    offline: { number: '467100', label: 'Paiements de test (hors ligne)' },
  },
}

/** `31/12`: a day that exists every year (29/02 does not). */
export const closingDateSchema = z
  .string({ error: accountingMessages.closingDateInvalid })
  .trim()
  .regex(/^\d{2}\/\d{2}$/, { error: accountingMessages.closingDateInvalid })
  .refine(
    (text) => {
      const [day, month] = text.split('/').map(Number) as [number, number]
      return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2027, month, 0)).getUTCDate()
    },
    { error: accountingMessages.closingDateInvalid },
  )

/** A calendar day, `YYYY-MM-DD`, as the days of Paris are compared in the database. */
export type Day = string

const isoDay = (year: number, month: number, day: number): Day =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/**
 * The financial year that closes in `year` on the closing date: from the day after the previous
 * closing to the closing itself, both days of Paris included.
 */
export function financialYear(year: number, closingDate: string): { first: Day; last: Day } {
  const [day, month] = closingDate.split('/').map(Number) as [number, number]
  const last = isoDay(year, month, day)
  const start = new Date(Date.UTC(year - 1, month - 1, day + 1))
  return { first: isoDay(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate()), last }
}

/** `2026-11` → its first and last days. */
export function monthDays(month: string): { first: Day; last: Day } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()
  return { first: isoDay(year, monthNumber, 1), last: isoDay(year, monthNumber, lastDay) }
}

/** `<SIREN>FEC<YYYYMMDD>.txt`: the SIREN is the SIRET's first nine digits. */
export function fecFileName(siret: string, closing: Day): string {
  return `${siret.slice(0, 9)}FEC${closing.replaceAll('-', '')}.txt`
}

/** 123456 → `1234,56`; -5 → `-0,05`: a decimal comma, no thousands separator, from cents without floats. */
export function fecAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`
}

/** `2026-11-03` → `20261103`. */
export const fecDate = (day: Day): string => day.replaceAll('-', '')

export const fecQuerySchema = z.object({
  year: z.coerce.number({ error: accountingMessages.yearInvalid }).int({ error: accountingMessages.yearInvalid }).min(2000).max(2999),
})

/** The VAT summary's month, and the dashboard's CSV separator. */
export const vatQuerySchema = exportOptionsSchema.extend({
  month: z.string({ error: accountingMessages.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: accountingMessages.monthInvalid }),
})

/** What an invoice line is sold as: the account it is credited to. */
const invoiceLineAccounts = ['goods', 'delivery', 'discount'] as const
export type InvoiceLineAccount = (typeof invoiceLineAccounts)[number]

/** An invoice or credit note as the books need it: its frozen lines and totals, and its buyer. */
export type AccountedDocument = {
  kind: 'invoice' | 'credit_note'
  number: string
  day: Day
  orderNumber: string
  /** Its lines' HT amounts summed by account (a discount's negative). */
  htByAccount: Record<InvoiceLineAccount, number>
  totals: { htCents: number; vatCents: number; ttcCents: number; vatRatePercent: number }
  /** The customer's own auxiliary account; none for a buyer without an account. */
  customer: Account | null
}

/** One line of an entry: the amount on its debit side (positive) or its credit side (negative). */
export type EntryLine = { account: Account; auxiliary: Account | null; label: string; amountCents: number }

/**
 * An invoice's entry: the customer owes the total (411), sales are credited by kind (707, 708,
 * and the discount debited to 709) and the VAT (44571, its rate in the label). The HT split follows the lines;
 * the cent the per-line rounding may leave goes to the largest line, so that the entry states
 * exactly the invoice's totals and balances. A credit note is the same entry reversed.
 */
export function salesEntry(document: AccountedDocument, chart: ChartOfAccounts): EntryLine[] {
  const sign = document.kind === 'invoice' ? 1 : -1
  const label = `${document.kind === 'invoice' ? 'Facture' : 'Avoir'} ${document.number} commande ${document.orderNumber}`
  const accounts: Record<InvoiceLineAccount, Account> = {
    goods: chart.goodsSales,
    delivery: chart.deliverySales,
    discount: chart.discounts,
  }
  const ht = new Map<InvoiceLineAccount, number>(invoiceLineAccounts.map((kind) => [kind, document.htByAccount[kind]]))
  const largest = [...ht.entries()].sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))[0]?.[0] ?? 'goods'
  const lineSum = [...ht.values()].reduce((sum, cents) => sum + cents, 0)
  ht.set(largest, (ht.get(largest) ?? 0) + document.totals.htCents - lineSum)

  const customer = { account: chart.customers, auxiliary: document.customer ?? chart.walkInCustomers, label }
  return [
    { ...customer, amountCents: sign * document.totals.ttcCents },
    ...invoiceLineAccounts
      .filter((kind) => (ht.get(kind) ?? 0) !== 0)
      .map((kind) => ({ account: accounts[kind], auxiliary: null, label, amountCents: -sign * (ht.get(kind) ?? 0) })),
    ...(document.totals.vatCents === 0
      ? []
      : [
          {
            account: chart.vatCollected,
            auxiliary: null,
            // The rate in the label: the monthly summary's rows are found by it.
            label: `${label} TVA ${document.totals.vatRatePercent} %`,
            amountCents: -sign * document.totals.vatCents,
          },
        ]),
  ]
}

/** A payment received for an order (`in`) or a refund of a credit note (`out`). */
export type AccountedPayment = {
  direction: 'in' | 'out'
  provider: PaymentProvider
  day: Day
  /** The invoice (for a payment) or credit note (for a refund) it settles, when issued. */
  documentNumber: string | null
  orderNumber: string
  amountCents: number
  customer: Account | null
}

/** The provider's account receives the money and the customer's debt is settled; a refund the other way. */
export function receiptEntry(payment: AccountedPayment, chart: ChartOfAccounts): EntryLine[] {
  const sign = payment.direction === 'in' ? 1 : -1
  const label = `${payment.direction === 'in' ? 'Paiement' : 'Remboursement'} commande ${payment.orderNumber}`
  return [
    { account: chart.payments[payment.provider], auxiliary: null, label, amountCents: sign * payment.amountCents },
    { account: chart.customers, auxiliary: payment.customer ?? chart.walkInCustomers, label, amountCents: -sign * payment.amountCents },
  ]
}

const monthBefore = (month: string): string => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`
}

/**
 * The month whose figures the accountant is due on `today`: the previous one from the month's
 * first working day (public holidays of France skipped), the one before until then.
 */
export function accountantReportMonth(today: Day): string {
  const month = today.slice(0, 7)
  return today >= workingDayFrom(`${month}-01`) ? monthBefore(month) : monthBefore(monthBefore(month))
}

const monthNames = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** `2026-11` → `novembre 2026`. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return `${monthNames[monthNumber - 1]} ${year}`
}
