import { fileURLToPath } from 'node:url'

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// pdfjs reads the metrics of the standard fonts (Helvetica…) from its own files.
const standardFontDataUrl = fileURLToPath(new URL('standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')))

/** The text of a PDF as a reader would copy it: one line per line of the page, cells separated by spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, isEvalSupported: false }).promise
  try {
    let text = ''
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const { items } = await page.getTextContent()
      for (const item of items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '')
      text += '\n'
    }
    return text.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n')
  } finally {
    await document.destroy()
  }
}
