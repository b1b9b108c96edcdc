import { describe, expect, it } from 'vitest'

import { renderPdf } from '../lib/pdf-document.ts'
import { drawBlocks, richTextBlocks, type Run } from './lexical-pdf.ts'
import { block, doc, text } from '../collections/LegalPages/hooks/lexical-test-nodes.ts'

const link = (label: string, fields: object) => block('link', [text(label)], { fields: { linkType: 'custom', ...fields } })
const item = (value: number, children: object[]) => block('listitem', children, { value })

const base = 'https://boutique.example'
const run = (value: string, style: Partial<Omit<Run, 'text'>> = {}): Run => ({
  text: value,
  bold: false,
  italic: false,
  underline: false,
  link: null,
  ...style,
})

describe('richTextBlocks', () => {
  it('keeps headings, paragraphs and the bold, italic and underlined words of a legal page', () => {
    const blocks = richTextBlocks(
      doc(
        block('heading', [text('Article 1')], { tag: 'h2' }),
        block('paragraph', [text('gras', 1), text(' et '), text('penché', 2), block('linebreak', []), text('souligné', 8 | 1)]),
        block('quote', [text('citation')]),
        block('horizontalrule', []),
      ),
      base,
    )
    expect(blocks).toEqual([
      { kind: 'heading', runs: [run('Article 1', { bold: true })] },
      {
        kind: 'paragraph',
        runs: [
          run('gras', { bold: true }),
          run(' et '),
          run('penché', { italic: true }),
          run('\n'),
          run('souligné', { bold: true, underline: true }),
        ],
      },
      { kind: 'quote', runs: [run('citation', { italic: true })] },
      { kind: 'rule' },
    ])
  })

  it('numbers and nests lists as Lexical stores them (a nested list is an item of its own)', () => {
    const blocks = richTextBlocks(
      doc(
        block(
          'list',
          [item(1, [text('un')]), item(2, [block('list', [item(1, [text('puce')])], { listType: 'bullet' })]), item(2, [text('deux')])],
          {
            listType: 'number',
          },
        ),
      ),
      base,
    )
    expect(blocks).toEqual([
      { kind: 'item', depth: 0, marker: '1.', runs: [run('un')] },
      { kind: 'item', depth: 1, marker: '•', runs: [run('puce')] },
      { kind: 'item', depth: 0, marker: '2.', runs: [run('deux')] },
    ])
  })

  it("makes the shop's own links absolute, keeps web and mail links, and drops any other", () => {
    const [paragraph] = richTextBlocks(
      doc(
        block('paragraph', [
          link('garantie', { url: '/garantie' }),
          link('CNIL', { url: 'https://www.cnil.fr' }),
          link('écrire', { url: 'mailto:contact@example.fr' }),
          link('script', { url: 'javascript:alert(1)' }),
          link('ailleurs', { url: '//evil.example' }),
          block('link', [text('document')], { fields: { linkType: 'internal', doc: { relationTo: 'faqs', value: 1 } } }),
        ]),
      ),
      base,
    )
    expect(paragraph).toEqual({
      kind: 'paragraph',
      runs: [
        run('garantie', { link: `${base}/garantie` }),
        run('CNIL', { link: 'https://www.cnil.fr' }),
        run('écrire', { link: 'mailto:contact@example.fr' }),
        run('script'),
        run('ailleurs'),
        run('document'),
      ],
    })
  })

  it('leaves out nodes it does not know (uploads, blocks)', () => {
    expect(richTextBlocks(doc(block('upload', [], { value: 3 }), block('paragraph', [text('fin')])), base)).toEqual([
      { kind: 'paragraph', runs: [run('fin')] },
    ])
  })
})

describe('drawBlocks', () => {
  it('draws a long text over as many pages as it needs', async () => {
    const paragraphs = Array.from({ length: 120 }, (_, index) => block('paragraph', [text(`Paragraphe ${index} `.repeat(12))]))
    const list = block(
      'list',
      Array.from({ length: 40 }, (_, index) => item(index + 1, [text(`Point ${index}`)])),
      { listType: 'bullet' },
    )
    const pdf = await renderPdf({}, (pdfDoc) => drawBlocks(pdfDoc, richTextBlocks(doc(...paragraphs, list), base)))
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length).toBeGreaterThan(3)
  })
})
