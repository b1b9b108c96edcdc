import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../http/http-error.ts'
import { verifyPassword } from './password-hash.ts'
import { countAttempt, releaseAttempt } from '../security/rate-limit.ts'

const guessesPerAccount = 5

/**
 * The owner's proof before the e-mail or the password changes: a session alone (a borrowed device,
 * a stolen token) must not be enough to lock the owner out. Wrong guesses count per account, like
 * sign-in failures; an account without a password (made with Google) gets one through a reset
 * link first, which proves the mailbox instead.
 */
export async function requireCurrentPassword(req: PayloadRequest, customerId: number, password: string | undefined): Promise<void> {
  const { payload } = req
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  if (!customer.passwordHash) throw new HttpError(400, authMessages.noPasswordYet)
  if (!password) throw new HttpError(400, authMessages.currentPasswordRequired, { details: [authMessages.currentPasswordRequired] })

  const reservation = await countAttempt(payload, [{ scope: 'current-password', key: String(customerId), max: guessesPerAccount }])
  const valid = await verifyPassword(password, customer.passwordHash).catch(async (error: unknown) => {
    await releaseAttempt(payload, reservation)
    throw error
  })
  if (!valid) throw new HttpError(400, authMessages.currentPasswordWrong, { details: [authMessages.currentPasswordWrong] })
  await releaseAttempt(payload, reservation)
}
