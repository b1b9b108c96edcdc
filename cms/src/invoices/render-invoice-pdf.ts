import { invoiceKindLabels } from '@shop/domain/invoices'
import { formatCents } from '@shop/domain/money'

import { pdfPage, pdfText, renderPdf } from '../lib/pdf-document.ts'
import type { Invoice } from '../payload-types.ts'
import { formatInvoiceDate, type InvoiceSnapshot } from './invoice-snapshot.ts'

const amount = (cents: number) => pdfText(formatCents(cents))

export function invoiceFilename(invoice: Pick<Invoice, 'kind' | 'number'>): string {
  return `${invoice.kind === 'credit_note' ? 'avoir' : 'facture'}-${invoice.number}.pdf`
}

const { margin } = pdfPage
const pageBottom = pdfPage.height - margin
const contentWidth = pdfPage.width - 2 * margin
const columns = [
  { title: 'Désignation', width: 175, align: 'left' },
  { title: 'Qté', width: 35, align: 'right' },
  { title: 'PU HT', width: 65, align: 'right' },
  { title: 'TVA %', width: 45, align: 'right' },
  { title: 'Montant TVA', width: 80, align: 'right' },
  { title: 'Total TTC', width: 95, align: 'right' },
] as const
const cellPadding = 4

type Doc = PDFKit.PDFDocument

function block(doc: Doc, x: number, y: number, width: number, heading: string, lines: string[]): number {
  doc.font('Helvetica-Bold').fontSize(10).text(pdfText(heading), x, y, { width })
  doc.font('Helvetica').fontSize(9)
  for (const line of lines) doc.text(pdfText(line), x, doc.y, { width })
  return doc.y
}

function tableRow(doc: Doc, y: number, cells: readonly string[], bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
  const heights = columns.map((column, index) => doc.heightOfString(pdfText(cells[index] ?? ''), { width: column.width - 2 * cellPadding }))
  const height = Math.max(...heights) + 2 * cellPadding
  let x = margin
  columns.forEach((column, index) => {
    doc.text(pdfText(cells[index] ?? ''), x + cellPadding, y + cellPadding, {
      width: column.width - 2 * cellPadding,
      align: column.align,
    })
    x += column.width
  })
  doc
    .moveTo(margin, y + height)
    .lineTo(margin + contentWidth, y + height)
    .lineWidth(bold ? 1 : 0.5)
    .stroke()
  return y + height
}

function linesTable(doc: Doc, top: number, snapshot: InvoiceSnapshot): number {
  const header = columns.map((column) => column.title)
  let y = tableRow(doc, top, header, true)
  for (const line of snapshot.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      amount(line.unitHtCents),
      `${line.vatRatePercent} %`,
      amount(line.vatCents),
      amount(line.totalTtcCents),
    ]
    doc.font('Helvetica').fontSize(9)
    const needed = doc.heightOfString(pdfText(line.description), { width: columns[0].width - 2 * cellPadding }) + 2 * cellPadding
    if (y + needed > pageBottom) {
      doc.addPage()
      y = tableRow(doc, margin, header, true)
    }
    y = tableRow(doc, y, cells, false)
  }
  return y
}

function totals(doc: Doc, top: number, snapshot: InvoiceSnapshot): number {
  const { htCents, vatCents, ttcCents, vatRatePercent } = snapshot.totals
  const rows: [string, string, boolean][] = [
    ['Total HT', amount(htCents), false],
    [`TVA ${vatRatePercent} %`, amount(vatCents), false],
    [snapshot.kind === 'credit_note' ? 'Total TTC remboursé' : 'Total TTC', amount(ttcCents), true],
  ]
  let y = top + 10
  if (y + 60 > pageBottom) {
    doc.addPage()
    y = margin
  }
  const labelX = margin + contentWidth - 250
  for (const [label, value, bold] of rows) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10)
    doc.text(pdfText(label), labelX, y, { width: 150 })
    doc.text(value, labelX + 150, y, { width: 100, align: 'right' })
    y = doc.y + 4
  }
  return y
}

function drawInvoice(doc: Doc, snapshot: InvoiceSnapshot): void {
  const { seller, buyer } = snapshot
  const sellerBottom = block(doc, margin, margin, 260, seller.name, [
    seller.legalForm,
    ...seller.address,
    `SIRET : ${seller.siret}`,
    `N° de TVA intracommunautaire : ${seller.vatNumber}`,
    ...(seller.rcs ? [seller.rcs] : []),
    seller.email,
  ])

  const rightX = margin + contentWidth - 220
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(invoiceKindLabels[snapshot.kind].toUpperCase(), rightX, margin, { width: 220, align: 'right' })
  doc.font('Helvetica').fontSize(10)
  const facts = [
    `N° ${snapshot.number}`,
    `Date d'émission : ${formatInvoiceDate(snapshot.issuedAt)}`,
    `Date de la vente : ${formatInvoiceDate(snapshot.saleDate)}`,
    `Commande : ${snapshot.orderNumber}`,
    ...(snapshot.creditedInvoiceNumber ? [`Facture d'origine : ${snapshot.creditedInvoiceNumber}`] : []),
  ]
  for (const fact of facts) doc.text(pdfText(fact), rightX, doc.y, { width: 220, align: 'right' })

  const buyerTop = Math.max(sellerBottom, doc.y) + 25
  const buyerBottom = block(doc, rightX, buyerTop, 220, 'Client', [buyer.name, ...buyer.address, buyer.email])

  const tableBottom = linesTable(doc, buyerBottom + 25, snapshot)
  const totalsBottom = totals(doc, tableBottom, snapshot)

  doc
    .font('Helvetica')
    .fontSize(9)
    .text(pdfText(snapshot.paymentTerms), margin, totalsBottom + 20, { width: contentWidth })
}

/**
 * An invoice or credit note as an A4 PDF, from its frozen snapshot only. The document's dates are
 * the issue date, so the same invoice renders to the same bytes every time.
 */
export function renderInvoicePdf(invoice: Pick<Invoice, 'snapshot'>): Promise<Buffer> {
  // Written by invoices/issue-invoice.ts alone (nobody may create or update an invoice otherwise).
  const snapshot = invoice.snapshot as InvoiceSnapshot
  const issued = new Date(snapshot.issuedAt)
  const info = {
    Title: `${invoiceKindLabels[snapshot.kind]} ${snapshot.number}`,
    Author: snapshot.seller.name,
    CreationDate: issued,
    ModDate: issued,
  }
  return renderPdf(info, (doc) => drawInvoice(doc, snapshot))
}
