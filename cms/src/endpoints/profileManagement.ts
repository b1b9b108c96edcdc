import type { Endpoint } from 'payload'

import { authMessages } from '@shop/domain/auth'
import { updateProfileBodySchema } from '@shop/domain/profile'

import { updateEmailAndAddress } from '../auth/operations/profile.ts'
import { requireSession } from '../auth/require-session.ts'
import { fail, json, parseBody } from './respond.ts'

const path = '/profile-management'

/** GET ?action=profile: the profile with its (single) address, in the contract's wire names. */
const readProfile: Endpoint = {
  path,
  method: 'get',
  handler: async (req) => {
    if (req.searchParams.get('action') !== 'profile') return fail(400, authMessages.unknownAction)
    const check = await requireSession(req)
    if (!check.ok) return check.response
    const customer = check.session.customer
    const address = customer.address
    return json({
      profile: {
        client_id: String(customer.id),
        email: customer.email,
        first_name: customer.firstName ?? '',
        last_name: customer.lastName ?? '',
        phone: customer.phone ?? null,
      },
      addresses: address?.street
        ? [{ address_line_1: address.street, city: address.city ?? '', postal_code: address.postalCode ?? '', country: address.country ?? 'France' }]
        : [],
    })
  },
}

/** POST ?action=update-profile {email, address}. */
const updateProfile: Endpoint = {
  path,
  method: 'post',
  handler: async (req) => {
    if (req.searchParams.get('action') !== 'update-profile') return fail(400, authMessages.unknownAction)
    const check = await requireSession(req)
    if (!check.ok) return check.response
    const parsed = await parseBody(req, updateProfileBodySchema, authMessages.invalidData)
    if (!parsed.ok) return parsed.response
    return updateEmailAndAddress(req, check.session.customer, parsed.data)
  },
}

export const profileManagementEndpoints = [readProfile, updateProfile]
