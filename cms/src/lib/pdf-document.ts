import PDFDocument from 'pdfkit'

/**
 * The standard PDF fonts only know WinAnsi: French accents, '€' and '–' are in it, but not the
 * narrow no-break space Intl puts in '1 234,00 €' and before '%', which would print as garbage.
 */
export function pdfText(text: string): string {
  return text.replace(/[\u202F\u00A0]/g, ' ')
}

/** A4 with the margin every document of the shop uses (invoices, legal documents). */
export const pdfPage = { margin: 50, width: 595.28, height: 841.89 } as const

/** An A4 PDF drawn by `draw`, as bytes. `info` dates fixed by the caller make the same document the same bytes. */
export function renderPdf(info: PDFKit.DocumentInfo, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: pdfPage.margin, info })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc)
  doc.end()
  return done
}
