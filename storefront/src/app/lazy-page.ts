import { createElement, use, type ComponentType } from 'react'

export type LazyPage = {
  Page: ComponentType
  /** Loads the page's code; once it is here, `Page` draws without suspending. */
  preload: () => Promise<void>
}

/**
 * A page whose code loads when it is first drawn. Unlike React.lazy it can be loaded ahead (before
 * hydrating a pre-rendered page, so the first render matches the HTML without waiting), and a
 * failed load is tried again on the next visit rather than kept.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  function Page() {
    if (!Loaded) use(preload())
    return Loaded ? createElement(Loaded) : null
  }
  return { Page, preload }
}
