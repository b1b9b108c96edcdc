import type { Payload } from 'payload'

import { relationId } from '../lib/relation-id.ts'
import type { InvoiceRef } from '../orders/order-wire.ts'

/** The invoices and credit notes of several orders, in one query, oldest number first. */
export async function invoicesOfOrders(payload: Payload, orderIds: number[]): Promise<Map<number, InvoiceRef[]>> {
  const byOrder = new Map<number, InvoiceRef[]>()
  if (orderIds.length === 0) return byOrder
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { order: { in: orderIds } },
    sort: 'number',
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { number: true, kind: true, order: true },
  })
  for (const invoice of docs) {
    const orderId = relationId(invoice.order)
    const refs = byOrder.get(orderId) ?? []
    refs.push({ id: String(invoice.id), number: invoice.number, kind: invoice.kind })
    byOrder.set(orderId, refs)
  }
  return byOrder
}
