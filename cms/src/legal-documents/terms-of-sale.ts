import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload, PayloadRequest } from 'payload'

import { formatDate, formatDateTime } from '@shop/domain/dates'
import { paths } from '@shop/domain/paths'

import { textWithSettingsMentions } from '../collections/settings-mentions-text.ts'
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

/**
 * The terms of sale a customer accepted: the CGV page as it was published at `acceptedAt` (legal
 * pages keep every version), so that an e-mail sent late, or sent again weeks later, carries the
 * contract's own terms (L221-13), not those of the day it leaves. The page in force when no
 * publication is that old (terms published before their versions were kept).
 */
async function termsAcceptedAt(payload: Payload, acceptedAt: Date): Promise<LegalPage> {
  const current = await termsInForce(payload)
  const { docs } = await payload.findVersions({
    collection: 'legal-pages',
    where: {
      and: [
        { parent: { equals: current.id } },
        { 'version._status': { equals: 'published' } },
        { createdAt: { less_than_equal: acceptedAt.toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    // Published terms are public text; the outbox's job that renders them has no caller to check.
    overrideAccess: true,
  })
  const accepted = docs[0]?.version
  return accepted ? { ...accepted, id: current.id } : current
}

/** The blocks as visitors read them: the site settings' mentions (telephone, host, mediator, payment methods…) where the text names them. */
function asPublished(req: PayloadRequest, blocks: Block[]): Promise<Block[]> {
  return Promise.all(
    blocks.map(async (block) =>
      'runs' in block
        ? {
            ...block,
            runs: await Promise.all(block.runs.map(async (run) => ({ ...run, text: await textWithSettingsMentions(req, run.text) }))),
          }
        : block,
    ),
  )
}

/**
 * The terms of sale as the page /conditions-generales showed them when the order was accepted, on
 * paper: title, last update and version, introduction, then each section's rich text. Dated by its
 * last update, so that the same text renders to the same bytes.
 */
export async function termsOfSalePdf(req: PayloadRequest, acceptedAt: Date): Promise<Buffer> {
  const page = await termsAcceptedAt(req.payload, acceptedAt)
  const baseUrl = env().PUBLIC_URL
  const sections = await Promise.all(
    page.sections.map(async ({ title, content }) => ({
      title,
      blocks: await asPublished(req, richTextBlocks(content as unknown as SerializedEditorState, baseUrl)),
    })),
  )
  const summary = await textWithSettingsMentions(req, page.summary)
  const updated = new Date(page.updatedAt)
  const info = { Title: page.title, CreationDate: updated, ModDate: updated }
  const inForce = `Texte en vigueur le ${formatDateTime(acceptedAt.toISOString())} ; le texte actuel est publié sur ${baseUrl}${paths.terms}.`
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
    doc.moveDown(1).font('Helvetica').fontSize(9).fillColor(grey).text(pdfText(inForce), margin, doc.y, { width: contentWidth })
  })
}
