import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { and, eq, gt, isNull, sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { authMessages, type LoginAnswer } from '@shop/domain/auth'

import { HttpError } from '../../http/http-error.ts'
import { dbOf } from '../../database/db.ts'
import { customer_sessions } from '../../database/payload-schema.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { toPublicClient } from '../client-wire.ts'
import { createSession } from '../sessions.ts'
import { recordSignIn } from '../sign-in.ts'
import { hashToken, newToken, sameSecret } from '../../security/tokens.ts'
import type { GoogleFlow } from './flow-cookie.ts'

/**
 * The Google callback never puts a session in the address bar: a link carrying one would sign its
 * visitor into the sender's account (login CSRF). It opens a pending session instead, valid two
 * minutes, and leaves a one-time code: the pending token with the flow's nonce, encrypted with the
 * Payload secret so that the token itself never shows. Only the browser holding that flow's cookie
 * can redeem the code, and only once: redemption revokes the pending session and opens the one the
 * browser keeps.
 */
const pendingLifetimeMs = 2 * 60 * 1000

type CodeContent = { token: string; nonce: string }

function codeKey(secret: string): Buffer {
  return createHash('sha256').update(`google-sign-in-code:${secret}`).digest()
}

function sealCode(content: CodeContent, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', codeKey(secret), iv)
  const data = Buffer.concat([cipher.update(JSON.stringify(content)), cipher.final()])
  return [iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')
}

function openCode(code: string, secret: string): CodeContent | null {
  const parts = code.split('.')
  if (parts.length !== 3) return null
  const [iv, data, tag] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer]
  if (iv.length !== 12 || tag.length !== 16) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', codeKey(secret), iv)
    decipher.setAuthTag(tag)
    return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString()) as CodeContent
  } catch {
    return null
  }
}

/** The callback's part, in its transaction: the pending session and the code that claims it. */
export async function issueSignInCode(req: PayloadRequest, customerId: number, flow: GoogleFlow): Promise<string> {
  const token = newToken()
  await req.payload.create({
    collection: 'customer-sessions',
    data: { tokenHash: hashToken(token), customer: customerId, expiresAt: new Date(Date.now() + pendingLifetimeMs).toISOString() },
    req,
  })
  return sealCode({ token, nonce: flow.nonce }, req.payload.secret)
}

export type GoogleSignedIn = Omit<LoginAnswer, 'success'>

/**
 * POST /api/auth/google/session: a code from another browser's flow (or with no flow cookie at all)
 * is refused with a 401; an unknown, expired or already redeemed code with a 400.
 */
export async function redeemSignInCode(req: PayloadRequest, code: string, flow: GoogleFlow | null): Promise<GoogleSignedIn> {
  const { payload } = req
  const content = openCode(code, payload.secret)
  if (!content) throw new HttpError(400, authMessages.googleCodeInvalid)
  if (!flow || !sameSecret(content.nonce, flow.nonce)) throw new HttpError(401, authMessages.googleForeignSignIn)
  return inTransaction(req, async () => {
    // Of two concurrent redemptions, the second waits for the first's row lock and then finds it revoked.
    const db = await dbOf(req)
    const claimed = await db
      .update(customer_sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(customer_sessions.tokenHash, hashToken(content.token)),
          isNull(customer_sessions.revokedAt),
          gt(customer_sessions.expiresAt, sql`now()`),
        ),
      )
      .returning({ customer: customer_sessions.customer })
    const customerId = claimed[0]?.customer
    if (claimed.length !== 1 || customerId === undefined) throw new HttpError(400, authMessages.googleCodeInvalid)
    const customer = await payload.findByID({
      collection: 'customers',
      id: customerId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (!customer || customer.anonymisedAt) throw new HttpError(400, authMessages.googleCodeInvalid)
    const session = await createSession({ payload, req }, customer.id)
    await recordSignIn(req, customer.id)
    return { sessionToken: session.token, expiresAt: session.expiresAt.getTime(), client: toPublicClient(customer) }
  })
}
