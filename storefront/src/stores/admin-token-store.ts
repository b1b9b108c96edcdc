import { readStorage, removeStorage, storageKeys, writeStorage } from '../lib/storage'

/**
 * The administrator's dashboard token (spec core §3: `adminToken`), apart from the customer's
 * session: a shopper signed in on the same browser gains nothing from it, and the other way round.
 * The server decides what it opens; the browser only keeps it.
 */
export function adminToken(): string | null {
  const token = readStorage(storageKeys.adminToken)
  const expiresAt = Number(readStorage(storageKeys.adminTokenExpires))
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= Date.now()) return null
  return token
}

/** Whether a token is kept but past its expiry (the login page then says so). */
export function adminTokenExpired(): boolean {
  return Boolean(readStorage(storageKeys.adminToken)) && adminToken() === null
}

export function storeAdminToken(token: string, expiresAt: string): void {
  writeStorage(storageKeys.adminToken, token)
  writeStorage(storageKeys.adminTokenExpires, String(Date.parse(expiresAt)))
}

export function forgetAdminToken(): void {
  removeStorage(storageKeys.adminToken)
  removeStorage(storageKeys.adminTokenExpires)
}
