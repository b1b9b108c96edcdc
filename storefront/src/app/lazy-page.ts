import { createElement, use, type ComponentType } from 'react'

export type LazyPage = {
  Page: ComponentType
  /** Loads the page's code; once it is here, `Page` draws without suspending. */
  preload: () => Promise<void>
}

/**
 * A page whose code loads when it is first drawn. Unlike React.lazy it can be loaded ahead (before
 * hydrating a pre-rendered page, so the first render matches the HTML without waiting). A failed
 * load stays failed (its error boundary offers to reload the page): tried again on each render,
 * it would suspend the page anew each time instead of showing the error.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component
    }))
  function Page() {
    if (!Loaded) use(preload())
    return Loaded ? createElement(Loaded) : null
  }
  return { Page, preload }
}
