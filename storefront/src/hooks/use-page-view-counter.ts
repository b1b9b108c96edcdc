import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { countEvent, setAnalyticsConsent } from '../lib/analytics'
import { paths } from '../config/paths'

const visitKey = 'visitCounted'
/** Staff pages are not audience. */
const uncounted = new Set<string>([paths.adminLogin, paths.dashboard])
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

/** Counts each page shown, once the visitor accepted audience measurement (`allowed`). */
export function usePageViewCounter(allowed: boolean): void {
  const { pathname } = useLocation()
  useEffect(() => {
    setAnalyticsConsent(allowed)
    const path = pathname.toLowerCase()
    if (!allowed || uncounted.has(path) || !countable.test(path)) return
    countEvent({ type: 'page-view', path, visit: firstOfVisit() })
  }, [allowed, pathname])
}
