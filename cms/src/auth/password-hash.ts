import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../http/http-error.ts'
import { concurrencyLimit } from '../lib/concurrency-limit.ts'
import { env } from '../lib/env.ts'
import { sameBytes } from '../security/tokens.ts'

/**
 * Customer passwords are hashed with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1:
 * 128 MiB and a few hundred milliseconds per hash), stored as `scrypt$N$r$p$salt$hash`. N comes
 * from PASSWORD_SCRYPT_LOG2_N (never below 2^17 in production); a hash keeps the N it was made
 * with, so a change applies to new passwords and every stored one still verifies.
 */
const params = () => ({ N: 2 ** env().PASSWORD_SCRYPT_LOG2_N, r: 8, p: 1 })
const keyLength = 64

/**
 * Two derivations at a time (the machine has two cores; each takes 128 MiB), the others wait in a
 * bounded line: a flood of guesses or sign-ups queues up instead of starving the server, and past
 * the line's end is refused outright.
 */
const hashSlot = concurrencyLimit({
  running: 2,
  waiting: 64,
  whenFull: () => new HttpError(503, authMessages.busy, { retryAfter: 5 }),
})

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const { N, r, p } = params()
  const key = await derive(password, salt, { N, r, p })
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) })
  return sameBytes(key, expected)
}

/** The salt of checks against no account: only their work counts, never their result. */
const nobodysSalt = randomBytes(16)

/**
 * Spends the same time as a real check when the e-mail is unknown (one derivation at the current
 * cost), so that login timing does not reveal which addresses have an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await derive(password, nobodysSalt, params())
  return false
}
