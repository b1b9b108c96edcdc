import { dehydrate } from '@tanstack/react-query'
import he from 'he'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'

import { seedPageData } from './app/page-data'
import { AppProvider, createQueryClient } from './app/provider'
import { ShopRoutes } from './app/router'
import { ServerRenderContext, type PageHead } from './lib/server-render'

/** The server asks the page routes what data each page paints with. */
export { pageDataNeeds } from './app/page-data-needs'

export type RenderOptions = {
  /**
   * The shop's public origin, for the absolute links of structured data and social cards. The
   * build does not know it: its pages keep the shell's head, which their effects then replace.
   */
  origin?: string
  /** The answers `pageDataNeeds(pathname)` asks for, in its order; none for a page without data. */
  answers?: readonly unknown[]
}

const rootPlaceholder = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/
const shellTitle = /<title>([^<]*)<\/title>/
const shellDescription = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/

/** The page's head tags, marked so the browser can put the shell's back before its own effects run. */
function headMarkup(head: PageHead, shell: { title: string; description: string }, origin: string): string {
  return renderToStaticMarkup(
    <>
      <title data-page-meta="" data-default={shell.title}>
        {head.title}
      </title>
      <meta name="description" content={head.description} data-page-meta="" data-default={shell.description} />
      <meta property="og:title" content={head.title} data-page-meta="" />
      <meta property="og:description" content={head.description} data-page-meta="" />
      <meta property="og:type" content="website" data-page-meta="" />
      {head.image ? <meta property="og:image" content={new URL(head.image, origin).href} data-page-meta="" /> : null}
      {/* A data block, not a script the browser runs: the content policy allows it. */}
      {head.structuredData ? (
        <script type="application/ld+json" data-page-meta="" dangerouslySetInnerHTML={{ __html: escapeForScript(head.structuredData) }} />
      ) : null}
    </>,
  )
}

/** JSON inside a <script> element: '<' escaped so no text can close the element. */
const escapeForScript = (json: string) => json.replace(/</g, '\\u003c')

/**
 * The whole HTML document of one page, `shell` being the built index.html: the page as the
 * browser's first render draws it (no visitor state), its head, and the data its queries start
 * with. Used by the build for the pages without catalogue data (scripts/build.ts) and by the
 * server, at run time, for the catalogue's pages with the answers of its cache. main.tsx hydrates it.
 */
export async function renderDocument(shell: string, pathname: string, { origin, answers = [] }: RenderOptions = {}): Promise<string> {
  const titleMatch = shellTitle.exec(shell)
  const descriptionMatch = shellDescription.exec(shell)
  if (!rootPlaceholder.test(shell) || !titleMatch || !descriptionMatch) {
    throw new Error('index.html : <div id="root">, <title> ou la description introuvable.')
  }
  const client = createQueryClient()
  await seedPageData(client, pathname, answers)
  const collected: { head?: PageHead } = {}
  // prerender (not renderToString) waits for the lazy parts (footer) so they are in the HTML too,
  // and inlined in place: the storefront's content policy runs no inline script.
  const { prelude } = await prerender(
    <ServerRenderContext value={{ origin: origin ?? '', setHead: (head) => (collected.head = head) }}>
      <AppProvider client={client}>
        <StaticRouter location={pathname}>
          <ShopRoutes />
        </StaticRouter>
      </AppProvider>
    </ServerRenderContext>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  const state = answers.length > 0 ? dehydrate(client) : null
  const data = state ? `<script type="application/json" id="page-data">${escapeForScript(JSON.stringify(state))}</script>` : ''
  const page = shell.replace(rootPlaceholder, () => `<div id="root" data-prerendered>${html}</div>${data}`)
  const { head } = collected
  if (!head || origin === undefined) return page
  const defaults = { title: he.decode(titleMatch[1] ?? ''), description: he.decode(descriptionMatch[1] ?? '') }
  return page.replace(shellDescription, '').replace(shellTitle, () => headMarkup(head, defaults, origin))
}
