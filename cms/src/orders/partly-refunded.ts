import type { PayloadRequest } from 'payload'

/** Whether part of the order was refunded after a withdrawal: its full refund would pay that part twice. */
export async function partlyRefunded(req: PayloadRequest, orderId: number): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'tickets',
    where: { order: { equals: orderId }, source: { equals: 'withdrawal' }, withdrawalRefundedAt: { exists: true } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
