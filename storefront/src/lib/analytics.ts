import type { AnalyticsEvent } from '@shop/domain/analytics'

import { apiClient } from './api-client'

let consented = false

/** Set by the app from the visitor's cookie choice: no page view is counted without it. */
export function setAnalyticsConsent(allowed: boolean): void {
  consented = allowed
}

/**
 * The shop's own audience counter (`POST /api/analytics/events`): a page seen (with consent) or a
 * term searched, no identifier, no cookie. A failure is of no concern to the visitor and is not reported.
 */
export function countEvent(event: AnalyticsEvent): void {
  // A searched term is counted for the catalogue, not for the visitor: it says nothing of who
  // typed it (no identifier, nothing read or kept on the device), so it needs no consent.
  if (!consented && event.type !== 'search') return
  apiClient.post('/api/analytics/events', event).catch(() => undefined)
}
