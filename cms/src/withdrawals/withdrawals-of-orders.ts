import type { Payload } from 'payload'

import { relationId } from '../lib/relation-id.ts'
import { withdrawalsOf, type OrderWithdrawals } from '../orders/order-wire.ts'

/** The online withdrawals from each of these orders, in one query (the order list's), each order's first first (./withdraw-order.ts). */
export async function withdrawalsOfOrders(payload: Payload, orderIds: number[]): Promise<Map<number, OrderWithdrawals>> {
  if (orderIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { source: { equals: 'withdrawal' }, order: { in: orderIds } },
    sort: 'id',
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { order: true, withdrawnAt: true, createdAt: true, withdrawnLines: true },
  })
  const byOrder = new Map<number, (typeof docs)[number][]>()
  for (const ticket of docs) {
    const orderId = relationId(ticket.order)
    if (orderId !== null) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), ticket])
  }
  return new Map([...byOrder].map(([orderId, tickets]) => [orderId, withdrawalsOf(tickets)]))
}
