import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A secret for a link or a session: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so that a leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A value only the server can make, derived rather than stored: its secret's HMAC over a label
 * that says what it is for (so that a value made for one use opens nothing else).
 */
export function signature(secret: string, label: string, encoding: 'base64url' | 'hex' = 'base64url'): string {
  return createHmac('sha256', secret).update(label).digest(encoding)
}

/** Compared in constant time: the answer's timing says nothing about how much of a guess was right. */
export function sameSecret(given: string, expected: string): boolean {
  return sameBytes(Buffer.from(given), Buffer.from(expected))
}

/** `sameSecret` for derived keys: bytes of different lengths are simply different. */
export function sameBytes(given: Uint8Array, expected: Uint8Array): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected)
}
