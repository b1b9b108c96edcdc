import { pdfPage, pdfText, renderPdf } from '../../lib/pdf-document.ts'

type Lines = readonly { text: string }[]

/** What the paper guide shows of each device type: the global's fields, as the seed first writes them. */
type PrintableDevice = {
  title: string
  description: string
  duration: string
  difficulty: string
  kit: Lines
  steps: readonly { title: string; text: string }[]
  tips: Lines
  mistakes: Lines
}
type Doc = PDFKit.PDFDocument

const { margin } = pdfPage
const contentWidth = pdfPage.width - 2 * margin
const indent = 16
const grey = '#475569'

function heading(doc: Doc, text: string): void {
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(pdfText(text), margin, doc.y, { width: contentWidth })
  doc.moveDown(0.3)
}

function bullets(doc: Doc, items: Lines): void {
  doc.font('Helvetica').fontSize(11)
  for (const { text } of items) doc.text(pdfText(`•  ${text}`), margin + indent, doc.y, { width: contentWidth - indent, paragraphGap: 3 })
}

function deviceGuide(doc: Doc, device: PrintableDevice): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(`Installation : ${device.title}`), margin, margin, { width: contentWidth })
  doc.moveDown(0.3).font('Helvetica').fontSize(11).text(pdfText(device.description), { width: contentWidth })
  doc
    .moveDown(0.3)
    .fillColor(grey)
    .text(pdfText(`Temps estimé : ${device.duration} · Difficulté : ${device.difficulty}`))
    .fillColor('black')

  heading(doc, 'Ce dont vous aurez besoin')
  bullets(doc, device.kit)

  heading(doc, "Étapes d'installation")
  device.steps.forEach((step, index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(pdfText(`${index + 1}. ${step.title}`), margin, doc.y, { width: contentWidth })
    doc.font('Helvetica').text(pdfText(step.text), margin + indent, doc.y, { width: contentWidth - indent, paragraphGap: 6 })
  })

  heading(doc, "Conseils d'expert")
  bullets(doc, device.tips)
  heading(doc, 'Erreurs courantes à éviter')
  bullets(doc, device.mistakes)
}

/**
 * The installation guide on paper: a page per device type with its kit, its steps, the tips and
 * the mistakes to avoid, as the guide's page shows them. The seed uploads it as the guide's first
 * downloadable resource (`SeedTools` in seed/src/seed.ts).
 */
export function renderPrintableGuidePdf(guide: { deviceTypes: readonly PrintableDevice[] }, shopName: string): Promise<Buffer> {
  return renderPdf({ Title: "Guide d'installation", Author: shopName }, (doc) => {
    guide.deviceTypes.forEach((device, index) => {
      if (index > 0) doc.addPage()
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(grey)
        .text(pdfText(`${shopName} · Guide d'installation`), margin, margin / 2)
      doc.fillColor('black')
      deviceGuide(doc, device)
    })
  })
}
