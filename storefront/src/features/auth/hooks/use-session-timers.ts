import { useEffect, useRef, useState } from 'react'

import type { SignedInSession } from '../../../hooks/use-session'
import { useExternalStore } from '../../../lib/external-store'
import { lastActivityStore, recordActivity } from '../stores/activity'
import { endSession, refreshSession } from '../stores/session-actions'
import { authTimings } from '../timings'

export type SessionTimers = {
  /** The 30-minute inactivity warning is showing. */
  inactivityWarning: boolean
  stayConnected: () => void
  /** Seconds left before the session expires, once 5 minutes or less remain; else null. */
  secondsLeft: number | null
}

/**
 * Spec core §4 session lifecycle while signed in, read each second against the clock: activity
 * (throttled to once per 30 s) resets the inactivity timer; after 30 min without it a warning
 * shows for 30 s, after 60 min the session ends; every 5 min the server re-checks (renewing it)
 * if the visitor was active in the last 5 min; in its last 5 min a countdown shows, and at zero
 * the session ends as expired.
 */
export function useSessionTimers(session: SignedInSession | null): SessionTimers {
  const signedIn = session !== null
  const [now, setNow] = useState(() => Date.now())
  const lastActivity = useExternalStore(lastActivityStore)
  const lastCheck = useRef(0)
  const warned = useRef(false)
  const [warningSince, setWarningSince] = useState<number | null>(null)

  // Activity allows a new warning later; the one showing stays its 30 s (or until its button),
  // or reaching for « Rester connecté » with the mouse would make it vanish.
  useEffect(() => {
    warned.current = false
  }, [lastActivity])

  useEffect(() => {
    if (!signedIn) return
    lastCheck.current = Date.now()
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [signedIn])

  const expiresAt = session?.expiresAt ?? Number.POSITIVE_INFINITY
  useEffect(() => {
    if (!signedIn) return
    const idle = now - lastActivity
    if (idle >= authTimings.inactivityLogoutAfter) {
      endSession('inactivity')
      return
    }
    if (now >= expiresAt) {
      endSession('expired')
      return
    }
    if (idle >= authTimings.inactivityWarningAfter && !warned.current) {
      warned.current = true
      setWarningSince(now)
    } else if (warningSince !== null && now - warningSince >= authTimings.inactivityWarningShownFor) {
      setWarningSince(null)
    }
    if (now - lastCheck.current >= authTimings.recheckEvery) {
      lastCheck.current = now
      if (idle < authTimings.recheckEvery) void refreshSession()
    }
  }, [now, signedIn, expiresAt, warningSince, lastActivity])

  const remaining = expiresAt - now
  return {
    inactivityWarning: signedIn && warningSince !== null,
    stayConnected: () => {
      recordActivity(true)
      setWarningSince(null)
    },
    secondsLeft: signedIn && remaining <= authTimings.expiryWarningBefore ? Math.max(0, Math.ceil(remaining / 1000)) : null,
  }
}
