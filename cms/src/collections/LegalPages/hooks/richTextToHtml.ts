import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML, TabHTMLConverter, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import escapeHTML from 'escape-html'
import type { FieldHook } from 'payload'
import { sanitizeUrl } from 'payload/shared'

import { textWithSettingsMentions } from '../../settings-mentions-text.ts'

/** Lexical's text format bits (lexical's TextFormatType order). */
const textFormats: [bit: number, tag: string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
]

type Children = { children?: unknown[] }
type LinkFields = { fields?: { url?: string; newTab?: boolean; linkType?: string } }

function link({ fields }: LinkFields, children: string): string {
  // A link to a CMS document has no address on the storefront: its text stays, without the link.
  if (!fields || fields.linkType === 'internal') return children
  const href = escapeHTML(sanitizeUrl(fields.url ?? ''))
  if (!href || href === '#') return children
  return `<a href="${href}"${fields.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${children}</a>`
}

/**
 * The node types the legal pages use, written without any `style` attribute (the storefront's
 * content policy refuses inline styles) and with every text escaped and every address checked
 * (`javascript:` and `data:` links lose their link). Any other node (uploads, blocks,
 * relationships) is left out rather than shown half-converted.
 */
const converters: HTMLConverters = {
  ...TabHTMLConverter,
  unknown: () => '',
  text: ({ node }) =>
    textFormats.reduce((html, [bit, tag]) => (node.format & bit ? `<${tag}>${html}</${tag}>` : html), escapeHTML(node.text)),
  linebreak: () => '<br>',
  paragraph: ({ node, nodesToHTML }) => `<p>${nodesToHTML({ nodes: node.children }).join('')}</p>`,
  // The section title is the page's <h2>: headings inside a section start at <h3>.
  heading: ({ node, nodesToHTML }) => {
    const level = Math.min(6, Math.max(3, Number(node.tag.slice(1)) + 1))
    return `<h${level}>${nodesToHTML({ nodes: node.children }).join('')}</h${level}>`
  },
  list: ({ node, nodesToHTML }) => {
    const tag = node.listType === 'number' ? 'ol' : 'ul'
    return `<${tag}>${nodesToHTML({ nodes: node.children }).join('')}</${tag}>`
  },
  listitem: ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: (node as Children).children as never }).join('')}</li>`,
  quote: ({ node, nodesToHTML }) => `<blockquote>${nodesToHTML({ nodes: node.children }).join('')}</blockquote>`,
  horizontalrule: () => '<hr>',
  link: ({ node, nodesToHTML }) => link(node as LinkFields, nodesToHTML({ nodes: node.children }).join('')),
  autolink: ({ node, nodesToHTML }) => link(node as LinkFields, nodesToHTML({ nodes: node.children }).join('')),
}

/** A section's rich text as safe HTML, for the storefront (which ships no editor). */
export function richTextToHtml(data: SerializedEditorState): string {
  return convertLexicalToHTML({ converters, data, disableContainer: true, disableIndent: true, disableTextAlign: true })
}

/** The read-only `html` field beside `content`: computed at each read, never stored; the settings' mentions (telephone, host, mediator, payment methods…) where it names them. */
export const sectionHtml: FieldHook = ({ siblingData, req }) => {
  const content = (siblingData as { content?: unknown }).content
  return content && typeof content === 'object'
    ? textWithSettingsMentions(req, richTextToHtml(content as SerializedEditorState))
    : undefined
}
