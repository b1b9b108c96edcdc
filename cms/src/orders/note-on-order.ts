import type { PayloadRequest } from 'payload'

import { historyNoteContextKey } from '../collections/Orders/hooks/recordStatusChange.ts'

/**
 * Adds an event (a withdrawal) to an order's status history without changing its status, in the
 * caller's transaction: the history hook writes it, as it writes every status change.
 */
export async function noteOnOrder(req: PayloadRequest, orderId: number, note: string): Promise<void> {
  await req.payload.update({
    collection: 'orders',
    id: orderId,
    data: {},
    context: { [historyNoteContextKey]: note },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
