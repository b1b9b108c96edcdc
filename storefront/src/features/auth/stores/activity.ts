import { createExternalStore } from '../../../lib/external-store'
import { authTimings } from '../timings'

const activityEvents = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const

/**
 * When the visitor was last active (spec core §4: mouse, keys, scroll, touch, clicks, noted at
 * most once per 30 s). Tracked from the page's start, before the session timers load.
 */
export const lastActivityStore = createExternalStore<number>(Date.now())

export function recordActivity(force = false): void {
  const now = Date.now()
  if (!force && now - lastActivityStore.get() < authTimings.activityThrottle) return
  lastActivityStore.set(now)
}

export function trackActivity(): () => void {
  const onActivity = () => recordActivity()
  for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true })
  return () => {
    for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true })
  }
}
