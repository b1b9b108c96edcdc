import type { IncomingMessage } from 'node:http'

import { messages } from '@shop/domain/messages'

/**
 * PostgreSQL's text cannot hold the NUL character: a value carrying one failed there as a 500.
 * Bodies are refused where they are read instead, with a French 400 (./express-errors.ts keeps
 * this text through the body readers, which pass a failure of their own on with its status).
 */
function nulRefusal(): Error {
  return Object.assign(new Error(messages.api.nulCharacter), { status: 400 })
}

/** `JSON.parse`'s reviver for our JSON readers: every string is checked as it is parsed. */
export function refuseNulStrings(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\0')) throw nulRefusal()
  return value
}

/** The urlencoded reader's `verify`: a NUL arrives percent-encoded. */
export function refuseEncodedNul(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (/%00/i.test(body.toString('latin1'))) throw nulRefusal()
}

/** For bodies read by hand (multipart fields): whether any of its strings holds a NUL. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item))
  return false
}

export const isNulRefusal = (error: { message?: string }) => error.message === messages.api.nulCharacter
