import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { countEvent, setAnalyticsConsent } from '../lib/analytics'

const visitKey = 'visitCounted'
const countable = /^\/[a-z0-9\-/]*$/

/** Whether this page opens the browser session's visit (the basis of the conversion rate). */
function firstOfVisit(): boolean {
  try {
    if (sessionStorage.getItem(visitKey)) return false
    sessionStorage.setItem(visitKey, '1')
    return true
  } catch {
    return false
  }
}

/**
 * Counts each page of the shop shown, once the visitor accepted audience measurement (`allowed`).
 * Staff pages are not audience: the administration's shell does not mount this.
 */
export function usePageViewCounter(allowed: boolean): void {
  const { pathname } = useLocation()
  useEffect(() => {
    setAnalyticsConsent(allowed)
    const path = pathname.toLowerCase()
    if (!allowed || !countable.test(path)) return
    countEvent({ type: 'page-view', path, visit: firstOfVisit() })
  }, [allowed, pathname])
}
