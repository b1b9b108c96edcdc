import { displayName } from '@shop/domain/names'
import type { PublicClient } from '@shop/domain/session'

import { createExternalStore } from '../lib/external-store'
import { onStorageChange, readStorage, removeStorage, storageKeys, writeStorage } from '../lib/storage'
import { readClientInfo, readStoredSession, type ClientInfo, type SessionState } from './stored-session'

export type { ClientInfo, SessionState } from './stored-session'

export type SessionEnd = 'expired' | 'invalid' | 'inactivity' | 'logout'

export const sessionStore = createExternalStore<SessionState>(readStoredSession, { status: 'anonymous' })

function toClientInfo(client: PublicClient, previous: ClientInfo | null): ClientInfo {
  return {
    id: client.id,
    name: displayName(client),
    email: client.email,
    created_at: previous?.id === client.id ? previous.created_at : new Date().toISOString(),
  }
}

/** A successful login or profile check: the session is valid until `expiresAt`. */
export function storeSession(token: string, expiresAt: number, client: PublicClient): void {
  const previous = readClientInfo()
  const info = toClientInfo(client, previous)
  writeStorage(storageKeys.sessionToken, token)
  writeStorage(storageKeys.sessionExpires, String(expiresAt))
  writeStorage(storageKeys.clientInfo, JSON.stringify(info))
  sessionStore.set({ status: 'signed-in', token, expiresAt, client: info })
}

/** The session stays usable on its stored expiry when the server could not be asked. */
export function keepStoredSession(): void {
  const state = sessionStore.get()
  if (state.status === 'checking') sessionStore.set({ ...state, status: 'signed-in' })
}

export function markSessionError(): void {
  sessionStore.set({ status: 'error' })
}

/** After a profile save: the header shows the new name at once. */
export function updateClientInfo(changes: Pick<ClientInfo, 'name' | 'email'>): void {
  const state = sessionStore.get()
  if (state.status !== 'signed-in' || !state.client) return
  const client = { ...state.client, ...changes }
  writeStorage(storageKeys.clientInfo, JSON.stringify(client))
  sessionStore.set({ ...state, client })
}

/** Forgets the session in this browser (every tab: they listen to the storage). */
export function clearSession(): void {
  removeStorage(storageKeys.sessionToken)
  removeStorage(storageKeys.sessionExpires)
  removeStorage(storageKeys.clientInfo)
  sessionStore.set({ status: 'anonymous' })
}

/** Another tab signed in or out: follow it. */
export function followOtherTabs(): () => void {
  return onStorageChange([storageKeys.sessionToken, storageKeys.sessionExpires, storageKeys.clientInfo], () => {
    const stored = readStoredSession()
    sessionStore.set(stored.status === 'checking' ? { ...stored, status: 'signed-in' } : stored)
  })
}

/** Where a visitor stopped by the route guard wanted to go (path and query). */
export function rememberReturnUrl(url: string): void {
  writeStorage(storageKeys.returnUrl, url)
}

export function takeReturnUrl(): string | null {
  const url = readStorage(storageKeys.returnUrl)
  removeStorage(storageKeys.returnUrl)
  // Only a path of this site: never an address that leaves it.
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null
}

export function peekReturnUrl(): string | null {
  return readStorage(storageKeys.returnUrl)
}
