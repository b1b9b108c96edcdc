import { describe, expect, it } from 'vitest'

import type { InvoiceSnapshot } from './invoice-snapshot.ts'
import { pdfText } from '../lib/pdf-document.ts'
import { invoiceFilename, renderInvoicePdf } from './render-invoice-pdf.ts'

const snapshot: InvoiceSnapshot = {
  kind: 'invoice',
  number: 'FA-2026-000001',
  issuedAt: '2026-11-03T09:15:02.000Z',
  saleDate: '2026-11-03T09:15:00.000Z',
  orderNumber: 'MBP-03112026-0001',
  seller: {
    name: 'Ma Boutique Protection SAS',
    legalForm: 'SAS au capital de 1 000 €',
    address: ['12 rue des Artisans', '75011 Paris', 'France'],
    siret: '91234567500017',
    vatNumber: 'FR65912345675',
    rcs: 'RCS Paris 912 345 675',
    email: 'contact@maboutiqueprotection.fr',
  },
  buyer: { name: 'Camille Martin', email: 'camille@example.fr', address: ['4 place du Marché', '69002 Lyon', 'France'] },
  lines: [
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
  ],
  totals: { htCents: 3332, vatCents: 666, ttcCents: 3998, vatRatePercent: 20 },
  paymentTerms: 'Payée par carte bancaire le 3 novembre 2026.',
  creditedInvoiceNumber: null,
}

describe('invoice PDF', () => {
  it('keeps French text within what the standard PDF fonts can print', () => {
    expect(pdfText('1\u202F234,00\u00A0€ – 20\u202F%')).toBe('1 234,00 € – 20 %')
  })

  it('names the file after the kind and the number', () => {
    expect(invoiceFilename({ kind: 'invoice', number: 'FA-2026-000001' })).toBe('facture-FA-2026-000001.pdf')
    expect(invoiceFilename({ kind: 'credit_note', number: 'FA-2026-000002' })).toBe('avoir-FA-2026-000002.pdf')
  })

  it('renders a PDF, identical each time from the same snapshot', async () => {
    const first = await renderInvoicePdf({ snapshot })
    const second = await renderInvoicePdf({ snapshot })
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(first.equals(second)).toBe(true)
  })

  it('continues a long table on further pages', async () => {
    const lines = Array.from({ length: 60 }, () => snapshot.lines[0] as InvoiceSnapshot['lines'][number])
    const pdf = await renderInvoicePdf({ snapshot: { ...snapshot, lines } })
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []
    expect(pages.length).toBeGreaterThan(1)
  })
})
