import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'

import { AppProvider } from './app/provider'
import { routes } from './app/router'

/**
 * The HTML of one public page as the browser's first render draws it (no visitor state, data
 * still loading), for scripts/build.ts. The browser hydrates it (main.tsx), so the heading and
 * layout paint before any JavaScript has run.
 */
export async function prerenderPage(pathname: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes)
  const context = await query(new Request(new URL(pathname, 'http://prerender.invalid')))
  if (context instanceof Response) throw new Error(`${pathname} : redirection ${context.status}, rien à pré-rendre.`)
  const router = createStaticRouter(dataRoutes, context)
  // prerender (not renderToString) waits for the lazy parts (footer) so they are in the HTML too,
  // and inlined in place: the storefront's content policy runs no inline script (hence also no
  // router hydration script; main.tsx knows there is no loader data).
  const { prelude } = await prerender(
    <AppProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
