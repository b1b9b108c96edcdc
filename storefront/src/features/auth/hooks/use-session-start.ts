import { useLayoutEffect } from 'react'

import { followOtherTabs } from '../../../stores/session-store'
import { trackActivity } from '../stores/activity'
import { startSession } from '../stores/session-actions'

/** At start: adopt a Google sign-in, check the stored session, follow the other tabs and the visitor's activity. */
export function useSessionStart(): void {
  // Before any page's effect: a guard's redirect would take the Google fragment off the address.
  useLayoutEffect(() => {
    void startSession()
    const stopFollowing = followOtherTabs()
    const stopTracking = trackActivity()
    return () => {
      stopFollowing()
      stopTracking()
    }
  }, [])
}
