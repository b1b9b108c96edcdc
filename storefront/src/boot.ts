import './index.css'

import { startEarlyPageCalls } from './app/early-page-calls'

/**
 * The page the server sent is drawn from its HTML and style sheet alone; the application (which
 * hydrates it) is fetched once that first frame is painted, so that on a slow mobile connection
 * it does not compete with the style sheet and the page's pictures for the first round trips.
 * The page's own chunks, listed by the server in an inert template, start then too, beside the
 * application's, so nothing waits for the application to run first.
 */
async function startApplication(): Promise<void> {
  const routePreloads = document.getElementById('route-preloads')
  if (routePreloads instanceof HTMLTemplateElement) document.head.append(routePreloads.content)
  // React's DOM renderer is the largest part of the application: evaluated first, on its own, it
  // leaves the browser a moment between it and the rest, instead of one long task. Both are
  // already downloading (the template lists the application's chunks): nothing waits on the network.
  await import('react-dom/client')
  await new Promise((resolve) => setTimeout(resolve, 0))
  await import('./main')
}

// Calls travel from the first moment: unlike scripts, they do not compete with the first frame.
startEarlyPageCalls(window.location.pathname)

// A tab opened in the background paints no frame until it is shown: nothing to wait for there.
if (document.visibilityState === 'hidden') void startApplication()
else requestAnimationFrame(() => setTimeout(() => void startApplication(), 0))
