import type { AnalyticsEvent } from '@shop/domain/analytics'

import { apiClient } from './api-client'

let consented = false

/** Set by the app from the visitor's cookie choice: nothing is counted without it. */
export function setAnalyticsConsent(allowed: boolean): void {
  consented = allowed
}

/**
 * The shop's own audience counter (`POST /api/analytics/events`): a page seen or a term searched,
 * no identifier, no cookie. A failure is of no concern to the visitor and is not reported.
 */
export function countEvent(event: AnalyticsEvent): void {
  if (!consented) return
  apiClient.post('/api/analytics/events', event).catch(() => undefined)
}
