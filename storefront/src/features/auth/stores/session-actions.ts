import { sessionNotices } from '@shop/domain/session-notices'

import { ApiError } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { authTimings } from '../timings'
import {
  clearSession,
  keepStoredSession,
  markSessionError,
  sessionStore,
  storeSession,
  takeReturnUrl,
  type SessionEnd,
} from '../../../stores/session-store'

const endNotices: Record<Exclude<SessionEnd, 'logout'>, string> = {
  expired: sessionNotices.sessionExpired,
  invalid: sessionNotices.sessionInvalid,
  inactivity: sessionNotices.sessionInactivity,
}

function currentToken(): string | null {
  const state = sessionStore.get()
  return state.status === 'signed-in' || state.status === 'checking' ? state.token : null
}

// The calls (and the zod schemas that read their answers) load only when a session exists.
const loadCheckSession = () => import('../api/check-session')
const loadRevokeSession = () => import('../api/revoke-session')
const loadRedeemGoogleCode = () => import('../api/redeem-google-code')

/** Ends the session: a logout says nothing, the other ends leave an 8 s notice (spec core §4, §8). */
export function endSession(reason: SessionEnd): void {
  const token = currentToken()
  clearSession()
  // The server forgets the token too, so that a copy of it is worth nothing.
  if (token && (reason === 'logout' || reason === 'inactivity')) {
    void loadRevokeSession()
      .then(({ revokeSession }) => revokeSession(token))
      .catch(() => undefined)
  }
  if (reason !== 'logout') showToast(endNotices[reason], { tone: 'info', durationMs: authTimings.sessionToast })
}

/**
 * Asks the server whether the session is still valid; a success renews it to now + 24 h. A 401
 * ends it as invalid; when the server cannot be reached the stored expiry still holds.
 */
export async function refreshSession(): Promise<void> {
  const token = currentToken()
  if (!token) return
  try {
    const { checkSession } = await loadCheckSession()
    const answer = await checkSession(token)
    if (currentToken() === token) storeSession(token, answer.expiresAt, answer.client)
  } catch (error) {
    if (currentToken() !== token) return
    if (error instanceof ApiError && error.status === 401) endSession('invalid')
    else if (error instanceof ApiError && error.kind !== 'invalid-response') keepStoredSession()
    else markSessionError()
  }
}

/**
 * Google sends the browser back with `#google_code=…` (or `#google_error=1`). The fragment leaves
 * the address bar and history at once; the code becomes a session only if this browser started
 * that sign-in (a link made elsewhere is refused by the server), else the Google failure shows.
 */
async function adoptGoogleSignIn(): Promise<void> {
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  const code = fragment.get('google_code')
  if (!code && !fragment.has('google_error')) return
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
  const failed = () => showToast(sessionNotices.googleFailed, { tone: 'error' })
  if (!code) return failed()
  try {
    const { redeemGoogleCode } = await loadRedeemGoogleCode()
    const answer = await redeemGoogleCode(code)
    // The server already sent the browser back to where the sign-in started.
    takeReturnUrl()
    storeSession(answer.sessionToken, answer.expiresAt, answer.client)
  } catch {
    // Refused (another browser's code, expired, used), unreachable or unreadable: the visitor stays signed out.
    failed()
  }
}

/** At start: adopt a Google sign-in, then check the stored session (spec core §4). */
export async function startSession(): Promise<void> {
  await adoptGoogleSignIn()
  const state = sessionStore.get()
  if (state.status !== 'checking') return
  if (state.expiresAt <= Date.now()) {
    endSession('expired')
    return
  }
  await refreshSession()
}
