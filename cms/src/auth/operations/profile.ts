import type { PayloadRequest } from 'payload'

import { splitNameKeeping } from '@shop/domain/names'
import type { ClientProfile, ProfileData } from '@shop/domain/profile'

import { inTransaction } from '../../lib/transaction.ts'
import type { Customer } from '../../payload-types.ts'
import { toClientProfile } from '../client-wire.ts'
import { requireCurrentPassword } from '../current-password.ts'
import type { ActiveSession } from '../sessions.ts'
import { requestEmailChange } from './email-change.ts'

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
 * Same e-mail: a plain write. A new one is a change of login: it needs the current password, and
 * stays pending until the new address is proved (./email-change.ts); the rest of the profile is
 * written at once.
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
  return inTransaction(req, async () => {
    const written = await payload.update({ collection: 'customers', id: customer.id, data: fields, overrideAccess: true, req })
    return requestEmailChange(req, written, change.email)
  })
}
