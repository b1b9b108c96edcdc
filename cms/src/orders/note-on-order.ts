import type { PayloadRequest } from 'payload'

import type { Order } from '../payload-types.ts'
import { historyNoteContextKey } from '../collections/Orders/hooks/recordStatusChange.ts'

/**
 * Adds an event (a withdrawal, its refund) to an order's status history without changing its
 * status, with what the event changes of the order (`data`), in the caller's transaction: the
 * history hook writes it, as it writes every status change.
 */
export async function noteOnOrder(req: PayloadRequest, orderId: number, note: string, data: Partial<Order> = {}): Promise<void> {
  await req.payload.update({
    collection: 'orders',
    id: orderId,
    data,
    context: { [historyNoteContextKey]: note },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
