import { describe, expect, it } from 'vitest'

import type { Order, SiteSetting } from '../payload-types.ts'
import { buildInvoiceSnapshot, formatInvoiceDate, invoiceLines, invoiceSeller, restOfOrder } from './invoice-snapshot.ts'
import { invoiceYear } from './issue-invoice.ts'

const settings = {
  legalName: 'Ma Boutique Protection SAS',
  legalForm: 'SAS au capital de 1 000 €',
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  rcs: 'RCS Paris 912 345 675',
  email: 'contact@maboutiqueprotection.fr',
  address: { street: '12 rue des Artisans', postalCode: '75011', city: 'Paris', country: 'France' },
} as SiteSetting

// 2 × 19,99 € + 1 × 9,99 € + 4,90 € of shipping = 54,87 € TTC, of which 9,15 € VAT.
const order = {
  id: 7,
  orderNumber: 'MBP-03112026-0001',
  status: 'confirmed',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  shippingAddress: { street: '4 place du Marché', postalCode: '69002', city: 'Lyon', country: 'France' },
  lines: [
    { productName: 'Verre trempé iPhone 16', variant: 'Anti-espion', quantity: 2, unitCents: 1999, totalCents: 3998 },
    { productName: 'Film hydrogel MacBook Air', variant: '13,6 pouces', quantity: 1, unitCents: 999, totalCents: 999 },
  ],
  subtotalCents: 4997,
  shippingCents: 490,
  totalCents: 5487,
  htCents: 4572,
  vatCents: 915,
  vatRatePercent: 20,
  payment: { paidAt: '2026-11-03T09:15:00.000Z', refundedAt: null },
} as Order

describe('invoice lines', () => {
  it('states each line HT with its own VAT, and shipping as a line', () => {
    expect(invoiceLines(order)).toEqual([
      {
        account: 'goods',
        description: 'Verre trempé iPhone 16 – Anti-espion',
        quantity: 2,
        unitHtCents: 1666,
        vatRatePercent: 20,
        vatCents: 666,
        totalHtCents: 3332,
        totalTtcCents: 3998,
      },
      {
        account: 'goods',
        description: 'Film hydrogel MacBook Air – 13,6 pouces',
        quantity: 1,
        unitHtCents: 832,
        vatRatePercent: 20,
        vatCents: 167,
        totalHtCents: 832,
        totalTtcCents: 999,
      },
      {
        account: 'delivery',
        description: 'Livraison',
        quantity: 1,
        unitHtCents: 408,
        vatRatePercent: 20,
        vatCents: 82,
        totalHtCents: 408,
        totalTtcCents: 490,
      },
    ])
  })

  it('adds up to what the customer paid', () => {
    const lines = invoiceLines(order)
    expect(lines.reduce((sum, line) => sum + line.totalTtcCents, 0)).toBe(order.totalCents)
    for (const line of lines) expect(line.totalHtCents + line.vatCents).toBe(line.totalTtcCents)
  })

  it('leaves free shipping out of an order placed before delivery modes', () => {
    expect(invoiceLines({ ...order, shippingCents: 0 }).map((line) => line.description)).not.toContain('Livraison')
  })

  it('names the delivery line by its mode, free or not', () => {
    const express = { ...order, shippingCents: 999, delivery: { modeName: 'Livraison express 24 h' } }
    expect(invoiceLines(express).at(-1)).toEqual({
      account: 'delivery',
      description: 'Livraison express 24 h',
      quantity: 1,
      unitHtCents: 832,
      vatRatePercent: 20,
      vatCents: 167,
      totalHtCents: 832,
      totalTtcCents: 999,
    })
    const standard = { ...order, shippingCents: 0, delivery: { modeName: 'Livraison standard' } }
    expect(invoiceLines(standard).at(-1)).toMatchObject({ description: 'Livraison standard', vatCents: 0, totalTtcCents: 0 })
  })
})

describe('invoice seller', () => {
  it('takes the legal mentions from the site settings', () => {
    expect(invoiceSeller(settings)).toEqual({
      name: 'Ma Boutique Protection SAS',
      legalForm: 'SAS au capital de 1 000 €',
      address: ['12 rue des Artisans', '75011 Paris', 'France'],
      siret: '91234567500017',
      vatNumber: 'FR65912345675',
      rcs: 'RCS Paris 912 345 675',
      email: 'contact@maboutiqueprotection.fr',
    })
    expect(invoiceSeller({ ...settings, rcs: '' }).rcs).toBeNull()
  })

  it('refuses to invoice without SIRET, VAT number or legal form', () => {
    expect(() => invoiceSeller({ ...settings, siret: null })).toThrow(/SIRET/)
    expect(() => invoiceSeller({ ...settings, vatNumber: undefined })).toThrow(/VAT/)
    expect(() => invoiceSeller({ ...settings, legalForm: '' })).toThrow(/legal form/)
  })
})

describe('invoice snapshot', () => {
  const seller = invoiceSeller(settings)
  const issuedAt = new Date('2026-11-03T09:15:02.000Z')

  it('freezes the order: sale date = payment, totals as stored, payment terms in French', () => {
    const snapshot = buildInvoiceSnapshot({ kind: 'invoice', number: 'FA-2026-000001', issuedAt, order, seller })
    expect(snapshot).toMatchObject({
      kind: 'invoice',
      number: 'FA-2026-000001',
      issuedAt: '2026-11-03T09:15:02.000Z',
      saleDate: '2026-11-03T09:15:00.000Z',
      orderNumber: 'MBP-03112026-0001',
      buyer: { name: 'Camille Martin', email: 'camille@example.fr', address: ['4 place du Marché', '69002 Lyon', 'France'] },
      totals: { htCents: 4572, vatCents: 915, ttcCents: 5487, vatRatePercent: 20 },
      paymentTerms: 'Payée par carte bancaire le 3 novembre 2026.',
      creditedInvoiceNumber: null,
    })
    expect(snapshot.lines).toHaveLength(3)
  })

  it('states the refund and the credited invoice on a credit note', () => {
    const refunded = { ...order, status: 'refunded', payment: { ...order.payment, refundedAt: '2026-11-05T16:00:00.000Z' } } as Order
    const snapshot = buildInvoiceSnapshot({
      kind: 'credit_note',
      number: 'FA-2026-000002',
      issuedAt,
      order: refunded,
      seller,
      creditedInvoiceNumber: 'FA-2026-000001',
    })
    expect(snapshot.paymentTerms).toBe(
      'Remboursement effectué le 5 novembre 2026 sur la carte bancaire ayant servi au paiement. Avoir sur la facture FA-2026-000001.',
    )
    expect(snapshot.creditedInvoiceNumber).toBe('FA-2026-000001')
  })

  it('credits only the articles of a withdrawal from part of the order, at what was paid, on the day of their refund', () => {
    const snapshot = buildInvoiceSnapshot({
      kind: 'credit_note',
      number: 'FA-2026-000003',
      issuedAt,
      order,
      seller,
      creditedInvoiceNumber: 'FA-2026-000001',
      articles: [{ account: 'goods', description: 'Verre trempé iPhone 16 (rétractation)', quantity: 1, refundCents: 1999 }],
      refundedAt: '2026-11-10T10:00:00.000Z',
    })
    expect(snapshot.lines).toEqual([
      {
        account: 'goods',
        description: 'Verre trempé iPhone 16 (rétractation)',
        quantity: 1,
        unitHtCents: 1666,
        vatRatePercent: 20,
        vatCents: 333,
        totalHtCents: 1666,
        totalTtcCents: 1999,
      },
    ])
    expect(snapshot.totals).toEqual({ htCents: 1666, vatCents: 333, ttcCents: 1999, vatRatePercent: 20 })
    expect(snapshot.paymentTerms).toMatch(/^Remboursement effectué le 10 novembre 2026 /)
  })

  it('credits what a withdrawal left: the units kept at what they were paid, and the delivery, adding up to the order', () => {
    const discounted = {
      ...order,
      lines: [
        { ...order.lines[0]!, id: 'glass', discountCents: 400 },
        { ...order.lines[1]!, id: 'film', discountCents: 100 },
      ],
      discountCents: 500,
      totalCents: 4987,
    } as Order
    // One of the two glasses withdrawn: half of what the line was paid, 3 598 → 1 799.
    const rest = restOfOrder(discounted, [{ lineId: 'glass', quantity: 1, refundCents: 1799 }])
    expect(rest).toEqual([
      { account: 'goods', description: 'Verre trempé iPhone 16 – Anti-espion', quantity: 1, refundCents: 1799 },
      { account: 'goods', description: 'Film hydrogel MacBook Air – 13,6 pouces', quantity: 1, refundCents: 899 },
      { account: 'delivery', description: 'Livraison', quantity: 1, refundCents: 490 },
    ])
    expect(rest.reduce((sum, article) => sum + article.refundCents, 0) + 1799).toBe(discounted.totalCents)
    // Every unit of a line withdrawn: the line is gone from the rest.
    expect(restOfOrder(discounted, [{ lineId: 'film', quantity: 1, refundCents: 899 }]).map(({ description }) => description)).toEqual([
      'Verre trempé iPhone 16 – Anti-espion',
      'Livraison',
    ])
  })

  it('dates a refund marked by staff on the day of the credit note', () => {
    const snapshot = buildInvoiceSnapshot({
      kind: 'credit_note',
      number: 'FA-2026-000002',
      issuedAt,
      order: { ...order, status: 'refunded' },
      seller,
      creditedInvoiceNumber: 'FA-2026-000001',
    })
    expect(snapshot.paymentTerms).toMatch(/^Remboursement effectué le 3 novembre 2026 /)
  })

  it('refuses an unpaid order and a credit note without its invoice', () => {
    expect(() =>
      buildInvoiceSnapshot({ kind: 'invoice', number: 'FA-2026-000001', issuedAt, order: { ...order, payment: {} }, seller }),
    ).toThrow(/no payment/)
    expect(() => buildInvoiceSnapshot({ kind: 'credit_note', number: 'FA-2026-000002', issuedAt, order, seller })).toThrow(/cancels/)
  })
})

describe('dates and years of Paris', () => {
  it('reads the day in Paris', () => {
    expect(formatInvoiceDate('2026-12-31T23:30:00.000Z')).toBe('1 janvier 2027')
    expect(formatInvoiceDate('2026-03-01T12:00:00.000Z')).toBe('1 mars 2026')
  })

  it('numbers by the calendar year of Paris', () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59.000Z'))).toBe(2026)
    expect(invoiceYear(new Date('2026-12-31T23:00:00.000Z'))).toBe(2027)
  })
})
