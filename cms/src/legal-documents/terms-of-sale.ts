import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload, PayloadRequest } from 'payload'

import { formatDate } from '@shop/domain/dates'
import { paths } from '@shop/domain/paths'

import { textWithPaymentMethods } from '../collections/payment-methods-text.ts'
import { env } from '../lib/env.ts'
import { pdfPage, pdfText, renderPdf } from '../lib/pdf-document.ts'
import type { LegalPage } from '../payload-types.ts'
import { drawBlocks, richTextBlocks, type Block } from './lexical-pdf.ts'

export const termsOfSaleFilename = 'conditions-generales-de-vente.pdf'

const { margin } = pdfPage
const contentWidth = pdfPage.width - 2 * margin
const grey = '#475569'

/** The terms of sale in force: the published text of the CGV legal page, never a draft. */
async function termsInForce(payload: Payload): Promise<LegalPage> {
  const { docs } = await payload.find({
    collection: 'legal-pages',
    where: { slug: { equals: 'conditions-generales' }, _status: { equals: 'published' } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page) throw new Error('the terms of sale (legal page conditions-generales) are not published')
  return page
}

/** The blocks as visitors read them: the payment methods of the site settings where the text names them. */
function asPublished(req: PayloadRequest, blocks: Block[]): Promise<Block[]> {
  return Promise.all(
    blocks.map(async (block) =>
      'runs' in block
        ? {
            ...block,
            runs: await Promise.all(block.runs.map(async (run) => ({ ...run, text: await textWithPaymentMethods(req, run.text) }))),
          }
        : block,
    ),
  )
}

/**
 * The terms of sale as the page /conditions-generales shows them, on paper: title, last update and
 * version, introduction, then each section's rich text. Dated by its last update, so that the
 * same text renders to the same bytes.
 */
export async function termsOfSalePdf(req: PayloadRequest): Promise<Buffer> {
  const page = await termsInForce(req.payload)
  const baseUrl = env().PUBLIC_URL
  const sections = await Promise.all(
    page.sections.map(async ({ title, content }) => ({
      title,
      blocks: await asPublished(req, richTextBlocks(content as unknown as SerializedEditorState, baseUrl)),
    })),
  )
  const summary = await textWithPaymentMethods(req, page.summary)
  const updated = new Date(page.updatedAt)
  const info = { Title: page.title, CreationDate: updated, ModDate: updated }
  return renderPdf(info, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(pdfText(page.title), margin, margin, { width: contentWidth })
    const mentions = [`Dernière mise à jour : ${formatDate(page.lastUpdated)}`, ...(page.version ? [`Version ${page.version}`] : [])]
    doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor(grey).text(mentions.join(' · ')).fillColor('black')
    doc.moveDown(0.8).fontSize(10).text(pdfText(summary))
    for (const section of sections) {
      if (doc.y + 80 > pdfPage.height - margin) doc.addPage()
      doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(pdfText(section.title), margin, doc.y, { width: contentWidth })
      doc.moveDown(0.4)
      drawBlocks(doc, section.blocks)
    }
    doc
      .moveDown(1)
      .font('Helvetica')
      .fontSize(9)
      .fillColor(grey)
      .text(pdfText(`Texte en vigueur, publié sur ${baseUrl}${paths.terms}.`), margin, doc.y, { width: contentWidth })
  })
}
