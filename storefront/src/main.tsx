import { hydrate, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'

import { AppProvider, createQueryClient } from './app/provider'
import { routes } from './app/router'

/**
 * Set on the pages pre-rendered at build time (scripts/build.ts), not on the plain shell. No route
 * has a loader, so the router's hydration state is empty.
 */
const prerenderedState = { loaderData: {} }

/**
 * The pre-rendered page's route code must be there before hydrating, or the router would draw its
 * loading screen over the page (react-router's documented order for lazy routes). Not a top-level
 * await: the route chunks import this module's chunk, which must finish evaluating first.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location, import.meta.env.BASE_URL) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy) return
      const loaded = await (route.lazy as () => Promise<object>)()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}

/**
 * The server's render of a catalogue page carries the data its queries started with (so the
 * first render here draws the same models and prices) and the page's head (for crawlers and
 * link previews). The head goes back to the shell's: the page's effects write it as on any
 * other page, and restore the shell's when it is left.
 */
function takeServerRender(client: QueryClient): void {
  const data = document.getElementById('page-data')
  if (data?.textContent) hydrate(client, JSON.parse(data.textContent))
  data?.remove()
  for (const element of document.head.querySelectorAll<HTMLElement>('[data-page-meta]')) {
    const shellValue = element.dataset.default
    if (shellValue === undefined) element.remove()
    else if (element instanceof HTMLMetaElement) element.content = shellValue
    else element.textContent = shellValue
  }
}

/**
 * Lets the browser handle input and paint between two stretches of start-up work: evaluating the
 * application, the page's own modules and starting hydration, each one short task rather than a
 * single long one that would hold a phone's main thread.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start(container: HTMLElement): Promise<void> {
  const prerendered = container.hasAttribute('data-prerendered')
  const client = createQueryClient()
  takeServerRender(client)
  await yieldToBrowser()
  if (prerendered) {
    await loadMatchedRoutes()
    await yieldToBrowser()
  }
  const router = createBrowserRouter(routes, {
    basename: import.meta.env.BASE_URL,
    hydrationData: prerendered ? prerenderedState : undefined,
  })
  const app = (
    <StrictMode>
      <AppProvider client={client}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  )
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else createRoot(container).render(app)
}

const container = document.getElementById('root')
if (!container) throw new Error('Élément #root introuvable dans index.html.')
void start(container)
