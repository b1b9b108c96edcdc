import { useExternalStore, useExternalStoreSelection } from '../lib/external-store'
import { sessionStore, type SessionState } from '../stores/session-store'

export function useSession(): SessionState {
  return useExternalStore(sessionStore)
}

export type SignedInSession = Extract<SessionState, { status: 'signed-in' }>

/** A session the browser holds: confirmed, or still being checked by the server. */
export type StoredSession = Extract<SessionState, { status: 'signed-in' | 'checking' }>

/** The signed-in session, or null (anonymous, still checking, or failed). */
export function useSignedInSession(): SignedInSession | null {
  return useExternalStoreSelection(sessionStore, signedInSession)
}

function signedInSession(session: SessionState): SignedInSession | null {
  return session.status === 'signed-in' ? session : null
}

/**
 * The stored session, confirmed or still being checked: a customer's page asks for its data with
 * it at once rather than after the check, the server being the judge of the token (a refused one
 * ends the session, and the route guard leads home).
 */
export function useStoredSession(): StoredSession | null {
  return useExternalStoreSelection(sessionStore, storedSession)
}

function storedSession(session: SessionState): StoredSession | null {
  return session.status === 'signed-in' || session.status === 'checking' ? session : null
}
