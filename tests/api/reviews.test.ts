import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { reviewMessages, type PublicReviews } from '@shop/domain/reviews'

import { request, sql } from '../support/api.ts'
import { runChoreNow } from '../support/chores.ts'
import { signedInCustomer, visitor } from '../support/customers.ts'
import { dashboardClient, dashboardToken } from '../support/dashboard.ts'
import { orderDelivered, rate, ratingTokensOf } from '../support/satisfaction.ts'

/**
 * Verified reviews: a rating given through the satisfaction e-mail's links is shown on the pages
 * only with its author's consent, as « Prénom I. », with the published reviews' true average
 * and count; staff remove one for a stated reason; the retention chore retires old ones.
 */

const publicReviews = async (): Promise<PublicReviews> => {
  const res = await request<PublicReviews>('/api/reviews')
  expect(res.status).toBe(200)
  return res.body
}

/** The published reviews as the database holds them: what the average and count must say. */
const truth = async () =>
  (
    await sql<{ average: number | null; count: number }>(
      `select round(avg(satisfaction_rating), 1)::float as average, count(*)::int as count from orders
        where satisfaction_published and satisfaction_removed_at is null and satisfaction_rated_at is not null`,
    )
  )[0]

const reviewRow = async (id: number) =>
  (
    await sql(
      `select satisfaction_rating::int as rating, satisfaction_comment as comment, satisfaction_published as published,
        satisfaction_removed_at as removed_at, satisfaction_removal_reason::text as reason from orders where id = $1`,
      [id],
    )
  )[0]

const withComment = (reviews: PublicReviews, comment: string) => reviews.latest.filter((review) => review.comment === comment)

describe('verified reviews', () => {
  let order: Awaited<ReturnType<typeof orderDelivered>>
  let tokens: Record<number, string>
  const comment = `Pose nette, aucune bulle (${randomUUID()}).`

  beforeAll(async () => {
    order = await orderDelivered(8, 'Maëlle Durand-Lefèvre')
    tokens = await ratingTokensOf(order)
  })

  it('stays off the pages without the customer’s consent', async () => {
    const before = await publicReviews()
    const rated = await rate({ token: tokens[4], comment })
    expect(rated.status).toBe(200)
    expect(rated.body).toMatchObject({ rating: 4, comment, published: false })
    expect(await reviewRow(order.id)).toMatchObject({ rating: 4, comment, published: false })
    const after = await publicReviews()
    expect(withComment(after, comment)).toEqual([])
    expect(after.count).toBe(before.count)
  })

  it('is published with consent, as first name and initial only, in a true average and count', async () => {
    const before = await publicReviews()
    const res = await rate({ token: tokens[4], comment, publish: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ rating: 4, comment, published: true })

    const reviews = await publicReviews()
    expect(reviews.latest[0]).toEqual({ author: 'Maëlle D.', rating: 4, comment, date: expect.any(String) })
    expect(Object.keys(reviews.latest[0] ?? {}).sort()).toEqual(['author', 'comment', 'date', 'rating'])
    const text = JSON.stringify(reviews)
    for (const secret of [order.email, order.orderNumber, 'Durand', 'Lefèvre']) expect(text).not.toContain(secret)
    expect(reviews.count).toBe(before.count + 1)
    expect({ average: reviews.average, count: reviews.count }).toEqual(await truth())
    expect(reviews.keptMonths).toBeGreaterThan(0)
  })

  it('is one per order: sent again it stays one review, and a later rating replaces it', async () => {
    const before = await publicReviews()
    await rate({ token: tokens[4], comment, publish: true })
    expect((await publicReviews()).count).toBe(before.count)

    const two = await rate({ token: tokens[2] })
    expect(two.body).toMatchObject({ rating: 2, comment, published: true })
    const reviews = await publicReviews()
    expect(withComment(reviews, comment)).toEqual([{ author: 'Maëlle D.', rating: 2, comment, date: expect.any(String) }])
    expect(reviews.count).toBe(before.count)
    expect({ average: reviews.average, count: reviews.count }).toEqual(await truth())
  })

  it('is withdrawn from the pages when the customer unticks the box', async () => {
    const other = await orderDelivered(8, 'Inès Roux')
    const otherTokens = await ratingTokensOf(other)
    const otherComment = `Livraison rapide (${randomUUID()}).`
    await rate({ token: otherTokens[5], comment: otherComment, publish: true })
    expect(withComment(await publicReviews(), otherComment)).toHaveLength(1)
    const withdrawn = await rate({ token: otherTokens[5], comment: otherComment, publish: false })
    expect(withdrawn.body).toMatchObject({ published: false })
    expect(withComment(await publicReviews(), otherComment)).toEqual([])
  })

  it('is removed by an administrator for a reason of the list, which the order keeps with the date', async () => {
    const path = `/api/dashboard/orders/${order.id}/review-removal`
    const anonymous = await request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'offensive' }),
    })
    expect(anonymous.status).toBe(401)

    const admin = dashboardClient(await dashboardToken())
    for (const body of [{}, { reason: 'trop négatif' }]) {
      const refused = await admin.post(path, body)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ success: false, error: reviewMessages.reasonRequired })
    }
    expect(await reviewRow(order.id)).toMatchObject({ published: true, removed_at: null })

    const before = await publicReviews()
    const removed = await admin.post(path, { reason: 'personal-data' })
    expect(removed.status).toBe(200)
    expect(removed.body.order.satisfaction).toMatchObject({
      rating: 2,
      comment,
      published: true,
      removal: { at: expect.any(String), reason: 'personal-data' },
    })
    const row = await reviewRow(order.id)
    expect(row).toMatchObject({ rating: 2, comment, published: true, reason: 'personal-data' })
    expect(row.removed_at).not.toBeNull()

    const after = await publicReviews()
    expect(withComment(after, comment)).toEqual([])
    expect(after.count).toBe(before.count - 1)
    expect({ average: after.average, count: after.count }).toEqual(await truth())

    const again = await admin.post(path, { reason: 'offensive' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ success: false, error: reviewMessages.alreadyRemoved })
    // The customer's next rating does not bring it back.
    await rate({ token: tokens[5], comment, publish: true })
    expect(withComment(await publicReviews(), comment)).toEqual([])
    expect(await reviewRow(order.id)).toMatchObject({ rating: 5, reason: 'personal-data' })
  })

  it('refuses to remove a review that was never published', async () => {
    const unrated = await orderDelivered(8)
    const res = await dashboardClient(await dashboardToken()).post(`/api/dashboard/orders/${unrated.id}/review-removal`, {
      reason: 'unrelated',
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ success: false, error: reviewMessages.notPublished })
  })

  it('leaves the site with its comment when its author erases their account', async () => {
    const customer = await signedInCustomer()
    const bought = await orderDelivered(8, `Camille ${customer.lastName}`, customer)
    const boughtComment = `Commande parfaite (${randomUUID()}).`
    await rate({ token: (await ratingTokensOf(bought))[5], comment: boughtComment, publish: true })
    expect(withComment(await publicReviews(), boughtComment)).toHaveLength(1)

    const erased = await visitor().delete('/api/client-management?action=delete_account', customer.token, {
      currentPassword: customer.password,
    })
    expect(erased.status).toBe(200)
    expect(await reviewRow(bought.id)).toMatchObject({ rating: 5, comment: null, published: false })
    const reviews = await publicReviews()
    expect(withComment(reviews, boughtComment)).toEqual([])
    expect({ average: reviews.average, count: reviews.count }).toEqual(await truth())
  })

  it('is retired by the retention chore past the months the pages state, its comment erased, its rating kept', async () => {
    const old = await orderDelivered(8, 'Hugo Bernard')
    const oldTokens = await ratingTokensOf(old)
    const oldComment = `Très bon film (${randomUUID()}).`
    await rate({ token: oldTokens[3], comment: oldComment, publish: true })
    const { keptMonths } = await publicReviews()
    const recent = await orderDelivered(8, 'Zoé Petit')
    const recentComment = `Conforme (${randomUUID()}).`
    await rate({ token: (await ratingTokensOf(recent))[5], comment: recentComment, publish: true })

    // One day short of the limit, then one day past it.
    await sql(`update orders set satisfaction_rated_at = now() - make_interval(months => $2) + interval '1 day' where id = $1`, [
      recent.id,
      keptMonths,
    ])
    await sql(`update orders set satisfaction_rated_at = now() - make_interval(months => $2) - interval '1 day' where id = $1`, [
      old.id,
      keptMonths,
    ])
    await runChoreNow('review-retention')

    expect(await reviewRow(old.id)).toMatchObject({ rating: 3, comment: null, published: false })
    expect(await reviewRow(recent.id)).toMatchObject({ rating: 5, comment: recentComment, published: true })
    const reviews = await publicReviews()
    expect(withComment(reviews, oldComment)).toEqual([])
    expect({ average: reviews.average, count: reviews.count }).toEqual(await truth())
  })
})
