import { createHash, randomBytes } from 'node:crypto'

/** A secret for a link or a session: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so that a leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
