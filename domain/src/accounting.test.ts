import { describe, expect, it } from 'vitest'

import {
  accountantReportMonth,
  closingDateSchema,
  defaultChartOfAccounts as chart,
  fecAmount,
  fecFileName,
  financialYear,
  monthDays,
  receiptEntry,
  salesEntry,
  type AccountedDocument,
  type EntryLine,
} from './accounting.ts'

const balance = (lines: EntryLine[]) => lines.reduce((sum, line) => sum + line.amountCents, 0)
const byAccount = (lines: EntryLine[]) => Object.fromEntries(lines.map((line) => [line.account.number, line.amountCents]))

// 2 × 19,90 € of goods, a 10 % code (3,98 €), express delivery 9,99 €: 45,81 € paid.
const invoice: AccountedDocument = {
  kind: 'invoice',
  number: 'FA-2026-000042',
  day: '2026-11-03',
  orderNumber: 'MBP-20261103-0042',
  htByAccount: { goods: 3317, discount: -332, delivery: 833 },
  // The order's VAT, taken out of its total, is a cent more than the lines' (663 - 66 + 166 = 763).
  totals: { htCents: 3817, vatCents: 764, ttcCents: 4581, vatRatePercent: 20 },
  customer: null,
}

describe('a sale in the books', () => {
  it("debits the customer by the total, credits sales and VAT, and balances to the cent on the invoice's totals", () => {
    const lines = salesEntry(invoice, chart)
    expect(balance(lines)).toBe(0)
    expect(byAccount(lines)).toEqual({ '411000': 4581, '707000': -3316, '709700': 332, '708500': -833, '445710': -764 })
    expect(lines[0]?.auxiliary).toEqual(chart.walkInCustomers)
    expect(lines.at(-1)?.label).toBe('Facture FA-2026-000042 commande MBP-20261103-0042 TVA 20 %')
  })

  it('reverses a credit note, and names the customer’s own account when there is one', () => {
    const customer = { number: 'C000017', label: 'Camille Martin' }
    const lines = salesEntry({ ...invoice, kind: 'credit_note', number: 'FA-2026-000050', customer }, chart)
    expect(balance(lines)).toBe(0)
    expect(byAccount(lines)).toEqual({ '411000': -4581, '707000': 3316, '709700': -332, '708500': 833, '445710': 764 })
    expect(lines[0]?.auxiliary).toEqual(customer)
  })

  it('settles the customer with the payment provider’s account, and a refund the other way', () => {
    const paid = receiptEntry(
      {
        direction: 'in',
        provider: 'stripe',
        day: '2026-11-03',
        documentNumber: 'FA-2026-000042',
        orderNumber: 'MBP-1',
        amountCents: 4581,
        customer: null,
      },
      chart,
    )
    expect(byAccount(paid)).toEqual({ '511200': 4581, '411000': -4581 })
    const refunded = receiptEntry(
      {
        direction: 'out',
        provider: 'offline',
        day: '2026-11-04',
        documentNumber: 'FA-2026-000050',
        orderNumber: 'MBP-1',
        amountCents: 1990,
        customer: null,
      },
      chart,
    )
    expect(byAccount(refunded)).toEqual({ '467100': -1990, '411000': 1990 })
  })
})

describe('the file', () => {
  it('writes amounts with a decimal comma and no float drift', () => {
    expect(fecAmount(123456)).toBe('1234,56')
    expect(fecAmount(5)).toBe('0,05')
    expect(fecAmount(-5)).toBe('-0,05')
    expect(fecAmount(0)).toBe('0,00')
    // 0,10 + 0,20 as floats is 0,30000000000000004: in cents it stays 30.
    expect(fecAmount(10 + 20)).toBe('0,30')
    expect(fecAmount(1_000_000_007)).toBe('10000000,07')
  })

  it('is named after the SIREN and the closing day', () => {
    expect(fecFileName('91234567500017', '2026-12-31')).toBe('912345675FEC20261231.txt')
  })

  it('spans the financial year closing in the year asked', () => {
    expect(financialYear(2026, '31/12')).toEqual({ first: '2026-01-01', last: '2026-12-31' })
    expect(financialYear(2026, '30/06')).toEqual({ first: '2025-07-01', last: '2026-06-30' })
    // The previous year closed on 28 February 2024: the 29th opens this one.
    expect(financialYear(2025, '28/02')).toEqual({ first: '2024-02-29', last: '2025-02-28' })
    expect(monthDays('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' })
  })

  it('accepts a closing day that exists every year only', () => {
    expect(closingDateSchema.safeParse('31/12').success).toBe(true)
    expect(closingDateSchema.safeParse('30/06').success).toBe(true)
    expect(closingDateSchema.safeParse('29/02').success).toBe(false)
    expect(closingDateSchema.safeParse('31/04').success).toBe(false)
    expect(closingDateSchema.safeParse('2026-12-31').success).toBe(false)
  })
})

describe("the accountant's monthly report", () => {
  it('is due from the first working day of the month, for the month before', () => {
    // 1 November 2026 is a Sunday and All Saints' Day: Monday 2 is the first working day.
    expect(accountantReportMonth('2026-11-01')).toBe('2026-09')
    expect(accountantReportMonth('2026-11-02')).toBe('2026-10')
    expect(accountantReportMonth('2026-11-28')).toBe('2026-10')
    // New Year's Day is a holiday: December is due on Friday 2 January 2026.
    expect(accountantReportMonth('2026-01-01')).toBe('2025-11')
    expect(accountantReportMonth('2026-01-02')).toBe('2025-12')
  })
})
