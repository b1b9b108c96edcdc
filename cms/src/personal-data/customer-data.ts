import type { PayloadRequest } from 'payload'

import { inTransaction } from '../lib/transaction.ts'
import type { Customer } from '../payload-types.ts'
import { toClientOrder } from '../orders/order-wire.ts'
import { toAccountExport } from '../auth/client-wire.ts'
import { revokeAllSessions } from '../auth/sessions.ts'
import { forgetCustomerReviews } from '../satisfaction/retire-reviews.ts'

/** RGPD right of access: everything the shop keeps about the customer, orders included. */
export async function exportPersonalData(req: PayloadRequest, customer: Customer) {
  const orders = await req.payload.find({
    collection: 'orders',
    where: { customer: { equals: customer.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const sessions = await req.payload.find({
    collection: 'customer-sessions',
    where: { customer: { equals: customer.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return {
    exportedAt: new Date().toISOString(),
    account: toAccountExport(customer),
    orders: orders.docs.map((order) => ({
      ...toClientOrder(order, req.payload.secret, []),
      name: order.name,
      email: order.email,
      phone: order.phone ?? null,
      notes: order.notes ?? null,
      satisfaction: order.satisfaction?.ratedAt
        ? { rating: order.satisfaction.rating ?? null, comment: order.satisfaction.comment ?? null, rated_at: order.satisfaction.ratedAt }
        : null,
    })),
    sessions: sessions.docs.map((session) => ({
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: session.revokedAt ?? null,
    })),
  }
}

/**
 * RGPD erasure: the account is anonymised rather than deleted, because orders must be kept
 * 10 years for accounting; nothing left on it identifies the person. Sessions end first, in the
 * same transaction: an account that could not be anonymised keeps working as before.
 */
export async function anonymiseCustomer(req: PayloadRequest, customer: Customer): Promise<void> {
  await inTransaction(req, async () => {
    await revokeAllSessions({ payload: req.payload, req }, customer.id)
    await forgetCustomerReviews(req, customer.id)
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
        pendingEmail: null,
        pendingEmailTokenHash: null,
        pendingEmailCancelTokenHash: null,
        pendingEmailExpiresAt: null,
        erasureTokenHash: null,
        erasureExpiresAt: null,
        emailVerificationTokenHash: null,
        anonymisedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      req,
    })
  })
}
