import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Where each visited entry of the tab's history was scrolled to, kept across a reload (listed in @shop/domain/browser-storage). */
const storageKey = 'scrollPositions'
/** Entries remembered: the oldest are forgotten first. */
const remembered = 100

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]')
    return new Map(Array.isArray(stored) ? stored.filter((entry): entry is [string, number] => typeof entry?.[1] === 'number') : [])
  } catch {
    return new Map()
  }
}

let positions: Map<string, number> | undefined
/**
 * The entry on screen and its latest scroll position, read before the next one is drawn; kept
 * here rather than in a component, as the shop's and the administration's shells each draw one.
 */
let shown: { key: string; pathname: string; y: number } | null = null

function remember(key: string, y: number): void {
  positions ??= readPositions()
  positions.delete(key)
  positions.set(key, y)
  for (const oldest of positions.keys()) {
    if (positions.size <= remembered) break
    positions.delete(oldest)
  }
}

function scrollToHash(hash: string): boolean {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
  target?.scrollIntoView()
  return target !== null
}

/**
 * The scroll position of a page view: back and forward return to where the visitor was, a new
 * page starts at its top (or at the anchor its address names), and a change of the query alone
 * (a filter, a tab) leaves the page where it is.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const onScroll = () => {
      if (shown) shown.y = window.scrollY
    }
    const save = () => {
      if (shown) remember(shown.key, shown.y)
      try {
        sessionStorage.setItem(storageKey, JSON.stringify([...(positions ?? [])]))
      } catch {
        // A full or forbidden storage only loses the positions after a reload.
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', save)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', save)
    }
  }, [])

  useLayoutEffect(() => {
    const previous = shown
    if (previous) remember(previous.key, previous.y)
    positions ??= readPositions()
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved)
    else if (!scrollToHash(location.hash) && previous && previous.pathname !== location.pathname) window.scrollTo(0, 0)
    shown = { key: location.key, pathname: location.pathname, y: window.scrollY }
  }, [location.key, location.pathname, location.hash, navigationType])

  return null
}
