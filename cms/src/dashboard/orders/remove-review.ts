import { createLocalReq, type Payload } from 'payload'

import { dashboardMessages, type DashboardOrder } from '@shop/domain/dashboard'
import { reviewMessages, type ReviewRemovalBody } from '@shop/domain/reviews'

import { announceCatalogueChange } from '../../catalogue-reads/invalidation.ts'
import { HttpError } from '../../http/http-error.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { lockOrder } from '../../orders/order-rows.ts'
import { dashboardOrder } from './dashboard-order.ts'

/**
 * Staff take a published review off the site for one of the stated reasons
 * (`POST /api/dashboard/orders/:id/review-removal`). The rating and comment stay with the order,
 * with the reason and the date of the removal; the customer's later ratings do not bring it back.
 */
export async function removeReview(payload: Payload, id: number, { reason }: ReviewRemovalBody): Promise<DashboardOrder> {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    if (!(await lockOrder(req, id))) throw new HttpError(404, dashboardMessages.orderNotFound)
    const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, req })
    const review = order.satisfaction ?? {}
    if (review.removedAt) throw new HttpError(409, reviewMessages.alreadyRemoved)
    if (!review.published || !review.ratedAt) throw new HttpError(409, reviewMessages.notPublished)
    await payload.update({
      collection: 'orders',
      id,
      data: { satisfaction: { ...review, removedAt: new Date().toISOString(), removalReason: reason } },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await announceCatalogueChange(req, 'content')
  })
  return dashboardOrder(payload, id)
}
