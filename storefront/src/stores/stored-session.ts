import { readStorage, storageKeys } from '../lib/storage'

/**
 * The session as the browser keeps it (spec core §3), read without React: the boot script reads
 * it too, to start a customer's page's calls before the application arrives (app/early-page-calls.ts).
 */

/** What the browser keeps about the signed-in customer (spec core §3: client_info). */
export type ClientInfo = { id: string; name: string; email: string; created_at: string }

const clientInfoFields = ['id', 'name', 'email', 'created_at'] as const

export type SessionState =
  | { status: 'anonymous' }
  /** A token is stored and the server has not answered the start-up check yet. */
  | { status: 'checking'; token: string; expiresAt: number; client: ClientInfo | null }
  | { status: 'signed-in'; token: string; expiresAt: number; client: ClientInfo | null }
  /** The check failed in a way that says nothing about the session (malformed answer…). */
  | { status: 'error' }

/** Read by hand: this module is part of every page's first download, zod is not. */
export function readClientInfo(): ClientInfo | null {
  try {
    const value: unknown = JSON.parse(readStorage(storageKeys.clientInfo) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const record = value as Record<string, unknown>
    if (!clientInfoFields.every((field) => typeof record[field] === 'string')) return null
    return { id: record.id, name: record.name, email: record.email, created_at: record.created_at } as ClientInfo
  } catch {
    return null
  }
}

/** The stored session as found at start (or after another tab changed it). */
export function readStoredSession(): SessionState {
  const token = readStorage(storageKeys.sessionToken)
  const expiresAt = Number(readStorage(storageKeys.sessionExpires))
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= 0) return { status: 'anonymous' }
  return { status: 'checking', token, expiresAt, client: readClientInfo() }
}
