import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { splitName } from '@shop/domain/names'
import { defaultCountry, type ProfileData } from '@shop/domain/profile'

import { fail, json } from '../../endpoints/respond.ts'
import type { Customer } from '../../payload-types.ts'

/** The client record of the contract (client-management get). */
export function toProfile(customer: Customer) {
  return {
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.email,
    phone: customer.phone ?? '',
    address: customer.address?.street ?? '',
    city: customer.address?.city ?? '',
    postal_code: customer.address?.postalCode ?? '',
    country: customer.address?.country ?? defaultCountry,
  }
}

async function emailTakenByAnother(req: PayloadRequest, email: string, customerId: number): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'customers',
    where: { email: { equals: email }, id: { not_equals: customerId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Writes the profile of the signed-in customer (never anybody else's: callers check). */
export async function updateOwnProfile(req: PayloadRequest, customer: Customer, data: ProfileData) {
  if (await emailTakenByAnother(req, data.email, customer.id)) return fail(409, authMessages.accountExists)
  const updated = await req.payload.update({
    collection: 'customers',
    id: customer.id,
    data: {
      ...splitName(data.name),
      email: data.email,
      phone: data.phone || null,
      address: { street: data.address, city: data.city, postalCode: data.postal_code, country: data.country },
    },
    overrideAccess: true,
  })
  return json({ success: true, profile: toProfile(updated) })
}

export async function updateEmailAndAddress(
  req: PayloadRequest,
  customer: Customer,
  input: { email: string; address: { street: string; city: string; postalCode: string; country: string } },
) {
  if (await emailTakenByAnother(req, input.email, customer.id)) return fail(409, authMessages.accountExists)
  await req.payload.update({
    collection: 'customers',
    id: customer.id,
    data: { email: input.email, address: input.address as Customer['address'] },
    overrideAccess: true,
  })
  return json({ success: true })
}
