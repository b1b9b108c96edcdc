import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { ApiError } from '../../../lib/api-client'
import { storageKeys, writeStorage } from '../../../lib/storage'
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
  expired: authUiMessages.sessionExpired,
  invalid: authUiMessages.sessionInvalid,
  inactivity: authUiMessages.sessionInactivity,
}

function currentToken(): string | null {
  const state = sessionStore.get()
  return state.status === 'signed-in' || state.status === 'checking' ? state.token : null
}

// The calls (and the zod schemas that read their answers) load only when a session exists.
const loadCheckSession = () => import('../api/check-session')
const loadRevokeSession = () => import('../api/revoke-session')

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
 * Google sends the browser back with `#google_session=…&expires=…` (or `#google_error=1`): the
 * token is stored like a login's, then the fragment is removed from the address bar and history.
 */
function adoptGoogleSession(): void {
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  const token = fragment.get('google_session')
  const expires = fragment.get('expires')
  const failed = fragment.has('google_error')
  if (!token && !failed) return
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
  if (failed || !token || !expires) {
    showToast(authUiMessages.googleFailed, { tone: 'error' })
    return
  }
  writeStorage(storageKeys.sessionToken, token)
  writeStorage(storageKeys.sessionExpires, expires)
  takeReturnUrl()
  sessionStore.set({ status: 'checking', token, expiresAt: Number(expires), client: null })
}

/** At start: adopt a Google sign-in, then check the stored session (spec core §4). */
export async function startSession(): Promise<void> {
  adoptGoogleSession()
  const state = sessionStore.get()
  if (state.status !== 'checking') return
  if (state.expiresAt <= Date.now()) {
    endSession('expired')
    return
  }
  await refreshSession()
}
