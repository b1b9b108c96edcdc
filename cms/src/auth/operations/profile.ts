import type { PayloadRequest } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { splitName } from '@shop/domain/names'
import type { ClientProfile, ProfileData } from '@shop/domain/profile'

import { HttpError } from '../../http/http-error.ts'
import type { Customer } from '../../payload-types.ts'
import { toClientProfile } from '../client-wire.ts'

async function refuseEmailOfAnother(req: PayloadRequest, email: string, customerId: number): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'customers',
    where: { email: { equals: email }, id: { not_equals: customerId } },
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new HttpError(409, authMessages.accountExists)
}

/** Writes the profile of the signed-in customer (never anybody else's: callers check). */
export async function updateOwnProfile(req: PayloadRequest, customer: Customer, data: ProfileData): Promise<ClientProfile> {
  await refuseEmailOfAnother(req, data.email, customer.id)
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
  return toClientProfile(updated)
}

export async function updateEmailAndAddress(
  req: PayloadRequest,
  customer: Customer,
  input: { email: string; address: { street: string; city: string; postalCode: string; country: string } },
): Promise<void> {
  await refuseEmailOfAnother(req, input.email, customer.id)
  await req.payload.update({
    collection: 'customers',
    id: customer.id,
    data: { email: input.email, address: input.address as Customer['address'] },
    overrideAccess: true,
  })
}
