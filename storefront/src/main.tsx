import './index.css'

import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'

import { AppProvider } from './app/provider'
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

async function start(container: HTMLElement): Promise<void> {
  const prerendered = container.hasAttribute('data-prerendered')
  if (prerendered) await loadMatchedRoutes()
  const router = createBrowserRouter(routes, {
    basename: import.meta.env.BASE_URL,
    hydrationData: prerendered ? prerenderedState : undefined,
  })
  const app = (
    <StrictMode>
      <AppProvider>
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
