import type { PayloadRequest } from 'payload'

import { attachGuestOrders } from '../../orders/order-ownership.ts'
import { provenEmail, takeOverUnproven } from '../email-proof.ts'

export type GoogleClaims = {
  sub: string
  email?: unknown
  email_verified?: unknown
  given_name?: unknown
  family_name?: unknown
}

export type GoogleOutcome = { ok: true; customerId: number } | { ok: false; reason: 'no-email' | 'unverified-email' }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined)

/**
 * The customer a Google account signs into: the one already linked to it; else the one with its
 * e-mail, but only when Google says that e-mail is verified (an account whose address was never
 * proved is taken over: whoever made it with this address loses it); else a new customer. Google
 * proved the address, so the guest orders placed with it become the account's. Runs in the
 * caller's transaction (`req`), with the session it opens.
 */
export async function customerForGoogle(req: PayloadRequest, claims: GoogleClaims): Promise<GoogleOutcome> {
  const { payload } = req
  const linked = await payload.find({
    collection: 'customers',
    where: { googleSubject: { equals: claims.sub }, anonymisedAt: { exists: false } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (linked.docs[0]) return { ok: true, customerId: linked.docs[0].id }

  const email = text(claims.email)?.toLowerCase()
  if (!email) return { ok: false, reason: 'no-email' }
  if (claims.email_verified !== true) return { ok: false, reason: 'unverified-email' }

  const existing = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const match = existing.docs[0]
  if (match && !match.anonymisedAt) {
    if (match.emailVerifiedAt) {
      await payload.update({ collection: 'customers', id: match.id, data: { googleSubject: claims.sub }, overrideAccess: true, req })
      await attachGuestOrders(req, match.id, email)
    } else {
      await takeOverUnproven(req, match, { passwordHash: null, googleSubject: claims.sub })
    }
    return { ok: true, customerId: match.id }
  }
  const created = await payload.create({
    collection: 'customers',
    data: {
      email,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      googleSubject: claims.sub,
      createdVia: 'google',
      ...provenEmail(),
    },
    overrideAccess: true,
    req,
  })
  await attachGuestOrders(req, created.id, email)
  return { ok: true, customerId: created.id }
}
