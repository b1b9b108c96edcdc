import { useExternalStore, useExternalStoreSelection } from '../lib/external-store'
import { sessionStore, type SessionState } from '../stores/session-store'

export function useSession(): SessionState {
  return useExternalStore(sessionStore)
}

export type SignedInSession = Extract<SessionState, { status: 'signed-in' }>

/** The signed-in session, or null (anonymous, still checking, or failed). */
export function useSignedInSession(): SignedInSession | null {
  return useExternalStoreSelection(sessionStore, signedInSession)
}

function signedInSession(session: SessionState): SignedInSession | null {
  return session.status === 'signed-in' ? session : null
}
