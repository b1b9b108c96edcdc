import type { Payload } from 'payload'

import { relationId } from '../lib/relation-id.ts'

/** When each of these orders was withdrawn from online, in one query (the order list's). */
export async function withdrawalsOfOrders(payload: Payload, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { source: { equals: 'withdrawal' }, order: { in: orderIds } },
    limit: orderIds.length,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { order: true, withdrawnAt: true, createdAt: true },
  })
  return new Map(
    docs.flatMap((ticket) => {
      const orderId = relationId(ticket.order)
      return orderId === null ? [] : [[orderId, ticket.withdrawnAt ?? ticket.createdAt] as const]
    }),
  )
}
