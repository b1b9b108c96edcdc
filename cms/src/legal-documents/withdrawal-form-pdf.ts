import type { Seller } from '../emails/order-confirmation.ts'
import { pdfPage, pdfText, renderPdf } from '../lib/pdf-document.ts'

/** What the customer would write by hand, already written when the form comes from one order. */
export type WithdrawalFormOrder = {
  orderNumber: string
  /** One line per article: quantity, product and variant. */
  goods: string[]
  /** 'commandé le 3 novembre 2026', with 'reçu le …' once delivered. */
  dates: string
  name: string
  address: string
}

type Doc = PDFKit.PDFDocument

const { margin } = pdfPage
const contentWidth = pdfPage.width - 2 * margin
const indent = 14
const grey = '#475569'

/**
 * A line of the model, with the dash the annex puts before each: its wording, then what fills it
 * in (in bold), then the wording that follows it.
 */
function entry(doc: Doc, wording: string, value?: string, after = ''): void {
  doc.moveDown(0.8)
  doc.font('Helvetica').fontSize(11)
  doc.text(pdfText(`— ${wording}`), margin, doc.y, { width: contentWidth, continued: value !== undefined })
  if (value === undefined) return
  doc.font('Helvetica-Bold').text(pdfText(` ${value}`), { continued: after !== '' })
  if (after) doc.font('Helvetica').text(after)
}

/** Dotted lines to write on, below the wording. */
function blankLines(doc: Doc, count: number): void {
  for (let line = 0; line < count; line++) {
    const y = doc.y + 18
    doc
      .moveTo(margin + indent, y)
      .lineTo(margin + contentWidth, y)
      .dash(1, { space: 2 })
      .lineWidth(0.5)
      .stroke(grey)
      .undash()
    doc.y = y + 2
  }
}

function filledLines(doc: Doc, lines: string[]): void {
  doc.font('Helvetica-Bold').fontSize(11)
  for (const line of lines) doc.text(pdfText(line), margin + indent, doc.y + 4, { width: contentWidth - indent })
}

/**
 * The model withdrawal form of the annex to article R221-1 of the Code de la consommation, word
 * for word, addressed to the seller; with an order, its goods, dates, name and address are filled
 * in. Below it, the two other ways to withdraw.
 */
export function renderWithdrawalForm(seller: Seller, order: WithdrawalFormOrder | null, onlineWithdrawalUrl: string): Promise<Buffer> {
  const info = { Title: 'Formulaire de rétractation', Author: seller.legalName }
  return renderPdf(info, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Modèle de formulaire de rétractation', margin, margin, { width: contentWidth })
    doc.font('Helvetica').fontSize(9).fillColor(grey).text("Annexe à l'article R221-1 du Code de la consommation").fillColor('black')
    doc.moveDown(1.2)
    doc
      .font('Helvetica-Oblique')
      .fontSize(11)
      .text('(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)')

    entry(doc, "À l'attention de", `${seller.legalName}, ${seller.address}, ${seller.email}`, ' :')
    entry(
      doc,
      'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
    )
    if (order) filledLines(doc, [`Commande ${order.orderNumber}`, ...order.goods])
    else blankLines(doc, 3)
    entry(doc, 'Commandé le (*)/reçu le (*) :', order?.dates)
    if (!order) blankLines(doc, 1)
    entry(doc, 'Nom du (des) consommateur(s) :', order?.name)
    if (!order) blankLines(doc, 1)
    entry(doc, 'Adresse du (des) consommateur(s) :', order?.address)
    if (!order) blankLines(doc, 2)
    entry(doc, 'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :')
    doc
      .rect(margin + indent, doc.y + 6, 220, 60)
      .lineWidth(0.5)
      .stroke(grey)
    doc.y += 66
    entry(doc, 'Date :')
    blankLines(doc, 1)
    doc.moveDown(1.2)
    doc.font('Helvetica').fontSize(10).text('(*) Rayez la mention inutile.', margin, doc.y, { width: contentWidth })

    doc.moveDown(2)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(grey)
      .text(
        pdfText(
          `À renvoyer par courrier à l'adresse ci-dessus ou par e-mail à ${seller.email}. ` +
            `Vous pouvez aussi vous rétracter en ligne : ${onlineWithdrawalUrl}, ou par toute autre déclaration dénuée d'ambiguïté.`,
        ),
        { width: contentWidth },
      )
  })
}
