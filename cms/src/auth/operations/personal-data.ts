import type { PayloadRequest } from 'payload'

import { json } from '../../endpoints/respond.ts'
import type { Customer } from '../../payload-types.ts'
import { toProfile } from './profile.ts'
import { revokeAllSessions } from '../sessions.ts'

/** RGPD right of access: everything the shop keeps about the customer, as a JSON download. */
export async function exportPersonalData(req: PayloadRequest, customer: Customer) {
  const sessions = await req.payload.find({
    collection: 'customer-sessions',
    where: { customer: { equals: customer.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const data = {
    exportedAt: new Date().toISOString(),
    account: {
      id: String(customer.id),
      ...toProfile(customer),
      first_name: customer.firstName ?? '',
      last_name: customer.lastName ?? '',
      created_at: customer.createdAt,
      created_via: customer.createdVia,
      last_login_at: customer.lastLoginAt ?? null,
      google_linked: Boolean(customer.googleSubject),
    },
    sessions: sessions.docs.map((session) => ({
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: session.revokedAt ?? null,
    })),
  }
  return json(data, 200, {
    'Content-Disposition': `attachment; filename="mes-donnees-ma-boutique-protection-${customer.id}.json"`,
  })
}

/**
 * RGPD erasure: the account is anonymised rather than deleted, because orders must be kept
 * 10 years for accounting; nothing left on it identifies the person.
 */
export async function anonymiseCustomer(req: PayloadRequest, customer: Customer) {
  await req.payload.update({
    collection: 'customers',
    id: customer.id,
    data: {
      email: `supprime-${customer.id}@anonyme.invalid`,
      firstName: null,
      lastName: null,
      phone: null,
      address: { street: null, city: null, postalCode: null, country: null },
      passwordHash: null,
      googleSubject: null,
      anonymisedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  await revokeAllSessions({ payload: req.payload }, customer.id)
  return json({ success: true })
}
