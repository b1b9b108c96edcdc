import { createLocalReq, type Payload } from 'payload'

import {
  satisfactionMessages,
  satisfactionRules,
  type Rating,
  type SatisfactionAnswer,
  type SatisfactionBody,
} from '@shop/domain/satisfaction'

import { announceCatalogueChange } from '../catalogue-reads/invalidation.ts'
import { HttpError } from '../http/http-error.ts'
import { inTransaction } from '../lib/transaction.ts'
import { lockOrder } from '../orders/order-rows.ts'
import type { Order } from '../payload-types.ts'
import { readSatisfactionToken } from './satisfaction-token.ts'

const dayMs = 24 * 60 * 60 * 1000

const answer = (order: Order, rating: Rating): SatisfactionAnswer => ({
  success: true,
  orderNumber: order.orderNumber,
  rating,
  comment: order.satisfaction?.comment ?? null,
  published: order.satisfaction?.published ?? false,
})

/** Whether the shop's pages show the order's review (cms/src/catalogue-reads/public-reviews.ts). */
const isPublic = (review: NonNullable<Order['satisfaction']>) => Boolean(review.published && !review.removedAt)

/**
 * A link of the satisfaction e-mail followed (`POST /api/satisfaction`): its rating is recorded on
 * its order, with the comment when one is sent. A later link replaces the rating (and its date)
 * while the links are valid, 30 days from the e-mail; the same link again changes nothing. Read
 * and written under the order's row lock, so two clicks at once leave the last one's rating.
 * One review per order: the consent to publish it (`publish`) goes with the order's rating,
 * whichever rating it is now, and a change the pages show drops their cached copies.
 */
export async function recordRating(payload: Payload, body: SatisfactionBody): Promise<SatisfactionAnswer> {
  const link = readSatisfactionToken(payload.secret, body.token)
  if (!link) throw new HttpError(400, satisfactionMessages.linkInvalid)
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    if (!(await lockOrder(req, link.orderId))) throw new HttpError(400, satisfactionMessages.linkInvalid)
    const order = await payload.findByID({ collection: 'orders', id: link.orderId, depth: 0, overrideAccess: true, req })
    const given = order.satisfaction ?? {}
    // Signed, but never sent: only an e-mail of the chore carries a working link.
    if (!given.askedAt) throw new HttpError(400, satisfactionMessages.linkInvalid)
    if (Date.now() > new Date(given.askedAt).getTime() + satisfactionRules.linkValidDays * dayMs) {
      throw new HttpError(410, satisfactionMessages.linkExpired)
    }
    const comment = body.comment === undefined ? (given.comment ?? null) : body.comment || null
    const published = body.publish ?? given.published ?? false
    const sameRating = given.rating === link.rating
    if (sameRating && comment === (given.comment ?? null) && published === (given.published ?? false)) return answer(order, link.rating)
    const review = { ...given, rating: link.rating, comment, published, ratedAt: sameRating ? given.ratedAt : new Date().toISOString() }
    const updated = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { satisfaction: review },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (isPublic(given) || isPublic(review)) await announceCatalogueChange(req, 'content')
    return answer(updated, link.rating)
  })
}
