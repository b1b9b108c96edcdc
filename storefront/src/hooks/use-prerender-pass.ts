import { startTransition, useEffect, useState } from 'react'

/** Whether the page on screen is still the server's HTML, not yet hydrated (root.tsx lifts the mark). */
function drawingServerHtml(): boolean {
  return typeof document === 'undefined' || document.getElementById('root')?.hasAttribute('data-prerendered') === true
}

/**
 * True while drawing what the server's HTML holds (the server's render, then the browser hydrating
 * it), false from the transition that follows. A page that depends on the browser's storage
 * (session, cart) draws its frame during this pass, so that the HTML and hydration agree; its
 * content then renders as a transition, which yields to the browser, rather than in the one
 * synchronous render that follows hydration. A page opened from another draws its content at once.
 */
export function usePrerenderPass(): boolean {
  const [prerendering, setPrerendering] = useState(drawingServerHtml)
  useEffect(() => {
    if (prerendering) startTransition(() => setPrerendering(false))
  }, [prerendering])
  return prerendering
}
