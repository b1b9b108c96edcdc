import { type PayloadRequest, ValidationError } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { splitNameKeeping } from '@shop/domain/names'
import type { ClientProfile, ProfileData } from '@shop/domain/profile'

import { emailChangedEmail } from '../../emails/email-changed.ts'
import { HttpError } from '../../http/http-error.ts'
import { mailLater } from '../../lib/mail.ts'
import { inTransaction } from '../../lib/transaction.ts'
import type { Customer } from '../../payload-types.ts'
import { toClientProfile } from '../client-wire.ts'
import { requireCurrentPassword } from '../current-password.ts'
import { mailVerificationLink, unprovenEmail } from '../email-proof.ts'
import { revokeAccess, type ActiveSession } from '../sessions.ts'

type ProfileFields = Partial<Pick<Customer, 'firstName' | 'lastName' | 'phone' | 'address'>>

/** Writes the profile of the signed-in customer (never anybody else's: callers check). */
export async function updateOwnProfile(
  req: PayloadRequest,
  session: ActiveSession,
  data: ProfileData,
  currentPassword: string | undefined,
): Promise<ClientProfile> {
  const fields: ProfileFields = {
    ...splitNameKeeping(data.name, { firstName: session.customer.firstName ?? '', lastName: session.customer.lastName ?? '' }),
    phone: data.phone || null,
    address: { street: data.address, city: data.city, postalCode: data.postal_code, country: data.country },
  }
  return toClientProfile(await writeProfile(req, session, fields, { email: data.email, currentPassword }))
}

export async function updateEmailAndAddress(
  req: PayloadRequest,
  session: ActiveSession,
  input: { email: string; address: NonNullable<Customer['address']>; currentPassword?: string },
): Promise<void> {
  await writeProfile(req, session, { address: input.address }, input)
}

/**
 * Same e-mail: a plain write. A new one is a change of login: it needs the current password, the
 * new address must be proved again (a link goes to it), the former one is told, and every other
 * device and pending reset link is cut off, all committed together.
 */
async function writeProfile(
  req: PayloadRequest,
  session: ActiveSession,
  fields: ProfileFields,
  change: { email: string; currentPassword?: string },
): Promise<Customer> {
  const { payload } = req
  const customer = session.customer
  if (change.email === customer.email) {
    return payload.update({ collection: 'customers', id: customer.id, data: fields, overrideAccess: true })
  }
  // The password first: without it, nobody learns which addresses already have an account.
  await requireCurrentPassword(req, customer.id, change.currentPassword)
  await refuseEmailOfAnother(req, change.email, customer.id)
  const proof = unprovenEmail()
  const updated = await inTransaction(req, async () => {
    const written = await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { ...fields, email: change.email, ...proof.fields },
      overrideAccess: true,
      req,
    })
    await revokeAccess({ payload, req }, customer.id, { except: session.id })
    return written
  }).catch((error: unknown) => {
    // Another account took the address at the same moment: the unique index decides.
    if (error instanceof ValidationError) throw new HttpError(409, authMessages.accountExists)
    throw error
  })
  mailVerificationLink(payload, updated, proof.token)
  mailLater(payload, { to: customer.email, ...emailChangedEmail(customer.firstName, change.email) }, 'e-mail change notice')
  return updated
}

async function refuseEmailOfAnother(req: PayloadRequest, email: string, customerId: number): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'customers',
    where: { email: { equals: email }, id: { not_equals: customerId } },
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new HttpError(409, authMessages.accountExists)
}
