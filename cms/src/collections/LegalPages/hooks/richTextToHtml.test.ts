import { describe, expect, it } from 'vitest'

import { richTextToHtml } from './richTextToHtml.ts'
import { block, doc, text } from './lexical-test-nodes.ts'

const link = (url: string, extra: object = {}) => block('link', [text('ici')], { fields: { url, linkType: 'custom', ...extra } })

describe('richTextToHtml', () => {
  it('writes the formats, headings and lists of the legal pages without any style attribute', () => {
    const html = richTextToHtml(
      doc(
        block('heading', [text('Titre')], { tag: 'h2' }),
        block('paragraph', [text('gras', 1), text(' et '), text('souligné', 8)], { format: 'center', indent: 2 }),
        block('list', [block('listitem', [text('un')], { value: 1 })], { listType: 'number', tag: 'ol' }),
      ),
    )
    expect(html).toBe('<h3>Titre</h3><p><strong>gras</strong> et <u>souligné</u></p><ol><li>un</li></ol>')
  })

  it('escapes text and drops links that could run a script', () => {
    const html = richTextToHtml(
      doc(
        block('paragraph', [text('<script>alert(1)</script>')]),
        block('paragraph', [link('javascript:alert(1)'), link(' JAVASCRIPT:alert(1)'), link('data:text/html,x')]),
        block('paragraph', [link('https://www.cnil.fr/"onmouseover="x', { newTab: true }), link('mailto:contact@example.fr')]),
      ),
    )
    expect(html).not.toMatch(/<script|javascript:|data:|"onmouseover/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('<p>iciiciici</p>')
    expect(html).toContain('<a href="https://www.cnil.fr/&quot;onmouseover=&quot;x" target="_blank" rel="noopener noreferrer">ici</a>')
    expect(html).toContain('<a href="mailto:contact@example.fr">ici</a>')
  })

  it('leaves out nodes it does not know (uploads, blocks)', () => {
    expect(richTextToHtml(doc(block('upload', [], { value: 3 }), block('paragraph', [text('fin')])))).toBe('<p>fin</p>')
  })
})
