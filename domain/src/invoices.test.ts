import { describe, expect, it } from 'vitest'

import { formatInvoiceNumber, invoiceMessages, invoiceNumberPattern, siretSchema, vatNumberSchema } from './invoices.ts'

describe('invoice numbers', () => {
  it('reads FA-YYYY-NNNNNN', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('FA-2026-000001')
    expect(formatInvoiceNumber(2027, 123_456)).toBe('FA-2027-123456')
    expect(invoiceNumberPattern.test('FA-2026-000001')).toBe(true)
  })

  it('refuses sequences that would not fit six digits', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError)
    expect(() => formatInvoiceNumber(2026, 1_000_000)).toThrow(RangeError)
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError)
  })
})

describe('seller identifiers', () => {
  it('accepts a valid SIRET and refuses a bad checksum, spaces or a wrong length', () => {
    expect(siretSchema.safeParse('91234567500017').success).toBe(true)
    for (const bad of ['91234567500018', '912 345 675 00017', '9123456750001', undefined]) {
      const result = siretSchema.safeParse(bad)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(invoiceMessages.siretInvalid)
    }
  })

  it('accepts a French VAT number whose key matches its SIREN', () => {
    expect(vatNumberSchema.safeParse('FR65912345675').success).toBe(true)
    expect(vatNumberSchema.safeParse('FRAB912345675').success).toBe(true)
    for (const bad of ['FR66912345675', 'FR6591234567', 'DE65912345675', 'fr65912345675', '']) {
      const result = vatNumberSchema.safeParse(bad)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(invoiceMessages.vatNumberInvalid)
    }
  })
})
