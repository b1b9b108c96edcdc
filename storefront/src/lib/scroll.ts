/** Smooth, unless the visitor asked the system for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}

/**
 * Scrolls to the element (its CSS `scroll-margin-top` keeps it clear of the fixed header) and
 * moves the keyboard focus there, so that Tab continues from the section that was reached.
 */
export function scrollToElement(element: HTMLElement): void {
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  element.focus({ preventScroll: true })
}
