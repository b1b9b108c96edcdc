import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { pdfPage, pdfText } from '../lib/pdf-document.ts'

/** A stretch of text in one style; `link` is an absolute address, or null. */
export type Run = { text: string; bold: boolean; italic: boolean; underline: boolean; link: string | null }

/** What a legal page's rich text becomes on paper, in reading order. */
export type Block =
  | { kind: 'heading'; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'item'; depth: number; marker: string; runs: Run[] }
  | { kind: 'quote'; runs: Run[] }
  | { kind: 'rule' }

type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  listType?: string
  value?: number
  checked?: boolean
  fields?: { url?: string; linkType?: string }
}

type Style = Omit<Run, 'text'>

const plain: Style = { bold: false, italic: false, underline: false, link: null }

/** Lexical's text format bits (lexical's TextFormatType order). */
const bold = 1
const italic = 2
const underline = 8

/**
 * Where a link goes on paper: an address of the shop (`/garantie`) becomes absolute; a link to a
 * CMS document has no address, and any scheme but http(s) and mailto loses its link (the text stays).
 */
function linkTarget(fields: LexicalNode['fields'], baseUrl: string): string | null {
  const url = fields?.linkType === 'internal' ? '' : (fields?.url ?? '').trim()
  if (/^\/(?!\/)/.test(url)) return `${baseUrl}${url}`
  return /^(https?:|mailto:)/i.test(url) ? url : null
}

function runsOf(nodes: LexicalNode[], style: Style, baseUrl: string): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text': {
        const format = typeof node.format === 'number' ? node.format : 0
        return [
          {
            text: node.text ?? '',
            bold: style.bold || (format & bold) !== 0,
            italic: style.italic || (format & italic) !== 0,
            underline: style.underline || (format & underline) !== 0,
            link: style.link,
          },
        ]
      }
      case 'linebreak':
        return [{ ...style, text: '\n' }]
      case 'tab':
        return [{ ...style, text: ' ' }]
      case 'link':
      case 'autolink':
        return runsOf(node.children ?? [], { ...style, link: linkTarget(node.fields, baseUrl) ?? style.link }, baseUrl)
      default:
        return []
    }
  })
}

function listBlocks(list: LexicalNode, depth: number, baseUrl: string): Block[] {
  return (list.children ?? []).flatMap((item, index): Block[] => {
    const children = item.children ?? []
    // Lexical nests a list in an item of its own, next to the item it belongs under.
    const nested = children.filter((child) => child.type === 'list')
    if (nested.length > 0) return nested.flatMap((child) => listBlocks(child, depth + 1, baseUrl))
    const marker =
      list.listType === 'number' ? `${item.value ?? index + 1}.` : list.listType === 'check' ? (item.checked ? '[x]' : '[ ]') : '•'
    return [{ kind: 'item', depth, marker, runs: runsOf(children, plain, baseUrl) }]
  })
}

/**
 * A rich text as blocks, the way the storefront shows it (../collections/LegalPages/hooks/richTextToHtml.ts):
 * headings, paragraphs, lists (nested, numbered or not), quotes and rules, with bold, italic,
 * underline and links. Any other node (uploads, blocks, relationships) is left out.
 */
export function richTextBlocks(state: SerializedEditorState, baseUrl: string): Block[] {
  return (state.root.children as LexicalNode[]).flatMap((node): Block[] => {
    const children = node.children ?? []
    switch (node.type) {
      case 'heading':
        return [{ kind: 'heading', runs: runsOf(children, { ...plain, bold: true }, baseUrl) }]
      case 'paragraph':
        return [{ kind: 'paragraph', runs: runsOf(children, plain, baseUrl) }]
      case 'list':
        return listBlocks(node, 0, baseUrl)
      case 'quote':
        return [{ kind: 'quote', runs: runsOf(children, { ...plain, italic: true }, baseUrl) }]
      case 'horizontalrule':
        return [{ kind: 'rule' }]
      default:
        return []
    }
  })
}

type Doc = PDFKit.PDFDocument

const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
}

const fontOf = (run: Run) => (run.bold ? (run.italic ? fonts.boldItalic : fonts.bold) : run.italic ? fonts.italic : fonts.regular)

const { margin } = pdfPage
const contentWidth = pdfPage.width - 2 * margin
const pageBottom = pdfPage.height - margin
const bodySize = 10
const listIndent = 16

/**
 * One line of runs from `x`: each run in its font, the next continuing on the same line (pdfkit's
 * `continued`, whose options carry over unless given again: link and underline are, each time).
 */
function writeRuns(doc: Doc, runs: Run[], x: number, size: number): void {
  const visible = runs.filter((run) => run.text !== '')
  if (visible.length === 0) return
  visible.forEach((run, index) => {
    const options = {
      width: pdfPage.width - margin - x,
      continued: index < visible.length - 1,
      link: run.link,
      underline: run.underline || run.link !== null,
    }
    doc.font(fontOf(run)).fontSize(size)
    if (index === 0) doc.text(pdfText(run.text), x, doc.y, options)
    else doc.text(pdfText(run.text), options)
  })
}

/** Draws blocks from the current position; pdfkit starts a new page when the text reaches the bottom. */
export function drawBlocks(doc: Doc, blocks: Block[]): void {
  blocks.forEach((block, index) => {
    // A list ends with the space a paragraph ends with.
    if (block.kind !== 'item' && blocks[index - 1]?.kind === 'item') doc.moveDown(0.25)
    switch (block.kind) {
      case 'heading':
        // A heading alone at the foot of a page goes with its text to the next one.
        if (doc.y + 60 > pageBottom) doc.addPage()
        doc.moveDown(0.6)
        writeRuns(doc, block.runs, margin, 11)
        doc.moveDown(0.3)
        break
      case 'paragraph':
        writeRuns(doc, block.runs, margin, bodySize)
        doc.moveDown(0.5)
        break
      case 'item': {
        // The marker and the first line of its item stay on one page.
        if (doc.y + 2 * bodySize > pageBottom) doc.addPage()
        const x = margin + (block.depth + 1) * listIndent
        const top = doc.y
        doc
          .font(fonts.regular)
          .fontSize(bodySize)
          .text(block.marker, x - listIndent + 4, top, { width: listIndent - 4, lineBreak: false })
        doc.y = top
        writeRuns(doc, block.runs, x, bodySize)
        doc.moveDown(0.25)
        break
      }
      case 'quote':
        writeRuns(doc, block.runs, margin + listIndent, bodySize)
        doc.moveDown(0.5)
        break
      case 'rule':
        doc
          .moveTo(margin, doc.y)
          .lineTo(margin + contentWidth, doc.y)
          .lineWidth(0.5)
          .stroke('#94a3b8')
        doc.moveDown(0.5)
        break
    }
  })
}
