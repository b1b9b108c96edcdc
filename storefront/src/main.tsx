import { hydrate, type QueryClient } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { AppProvider, createQueryClient } from './app/provider'
import { preloadPage, ShopRoutes } from './app/router'
import { ShopRouter } from './app/shop-router'

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
  // The page's code loads at once, its guard's or shell's beside it rather than after. A
  // pre-rendered page's must be there before hydrating, or its first render would wait for it.
  // Not a top-level await: the page chunks import this module's chunk, which must finish
  // evaluating first. A failed load is the page's to show, by its error boundary, when it draws.
  const pageCode = preloadPage(window.location.pathname, import.meta.env.BASE_URL).catch(() => undefined)
  if (prerendered) {
    await pageCode
    await yieldToBrowser()
  }
  const app = (
    <StrictMode>
      <AppProvider client={client}>
        <ShopRouter basename={import.meta.env.BASE_URL} preload={(pathname) => preloadPage(pathname, import.meta.env.BASE_URL)}>
          <ShopRoutes />
        </ShopRouter>
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
