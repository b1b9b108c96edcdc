import { eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import type { OrderStatus } from '@shop/domain/orders'

import { dbOf } from '../database/db.ts'
import { orders } from '../database/payload-schema.ts'
import type { Order } from '../payload-types.ts'

/**
 * Locks the order's row for the rest of the caller's transaction and reads its status: of two
 * confirmations racing (the webhook and /success), the second waits and then sees the first's.
 */
export async function lockOrder(req: PayloadRequest, orderId: number): Promise<OrderStatus | null> {
  const db = await dbOf(req)
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update')
  return row?.status ?? null
}

/** The order a payment session was opened for. */
export async function orderOfSession(payload: Payload, sessionId: string, req?: PayloadRequest): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'payment.sessionId': { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
