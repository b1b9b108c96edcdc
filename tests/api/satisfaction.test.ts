import { beforeAll, describe, expect, inject, it } from 'vitest'

import { satisfactionMessages, satisfactionRules } from '@shop/domain/satisfaction'

import { adminToken, jsonInit, request, sql } from '../support/api.ts'
import { choreRoundAfterNow } from '../support/chores.ts'
import { dashboardClient, dashboardToken } from '../support/dashboard.ts'
import { mailsTo, waitForMail, type Mail } from '../support/inbox.ts'
import { mailsSettledFor } from '../support/mail-jobs.ts'
import { orderDelivered, rate, ratingLinks, ratingSubjectOf as subjectOf, ratingTokenOf as tokenOf } from '../support/satisfaction.ts'

const requestsTo = async (email: string, orderNumber: string) =>
  (await mailsTo(inject('inboxUrl'), email)).filter((mail) => mail.subject.includes(subjectOf(orderNumber)))

const ratingRow = async (id: number) =>
  (
    await sql(
      `select satisfaction_rating::int as rating, satisfaction_comment as comment, satisfaction_rated_at as rated_at,
        satisfaction_asked_at as asked_at from orders where id = $1`,
      [id],
    )
  )[0]

describe('the satisfaction e-mail, a week after delivery', () => {
  let delivered: Awaited<ReturnType<typeof orderDelivered>>
  let mail: Mail

  beforeAll(async () => {
    delivered = await orderDelivered(8)
    mail = await waitForMail(inject('inboxUrl'), delivered.email, subjectOf(delivered.orderNumber))
  })

  it('is sent once per order, however often the chore runs, and not before seven days', async () => {
    const early = await orderDelivered(6)
    const stale = await orderDelivered(satisfactionRules.askWithinDays + 1)
    // Two more rounds of the chore (every second in the tests), and what they queued sent.
    await choreRoundAfterNow('satisfaction-request')
    await choreRoundAfterNow('satisfaction-request')
    for (const order of [delivered, early, stale]) await mailsSettledFor(order.email)
    expect(await requestsTo(delivered.email, delivered.orderNumber)).toHaveLength(1)
    expect((await ratingRow(delivered.id)).asked_at).not.toBeNull()
    expect(await requestsTo(early.email, early.orderNumber)).toHaveLength(0)
    expect(await requestsTo(stale.email, stale.orderNumber)).toHaveLength(0)
    expect((await ratingRow(early.id)).asked_at).toBeNull()
  })

  it('offers five signed links to /avis, politely, without any list to leave', () => {
    expect(mail.text).toContain(`Votre commande ${delivered.orderNumber} vous a été livrée il y a une semaine`)
    expect(mail.text).toContain('Ce message unique fait suite à votre commande : vous ne recevrez aucune relance.')
    expect(mail.listUnsubscribe).toBeNull()
    const links = ratingLinks(mail)
    expect(Object.keys(links).map(Number)).toEqual([1, 2, 3, 4, 5])
    for (const [rating, link] of Object.entries(links)) {
      expect(new URL(link).pathname).toBe('/avis')
      expect(tokenOf(link)).toMatch(new RegExp(`^${delivered.id}\\.${rating}\\.[\\w-]{43}$`))
    }
    expect(new Set(Object.values(links)).size).toBe(5)
  })

  it('records the rating of the link posted (never on the GET), then a comment, then a changed mind', async () => {
    const links = ratingLinks(mail)
    // Opening the page (what a mail scanner does) records nothing: only the page's POST does.
    expect((await request(new URL(links[5] as string).pathname + new URL(links[5] as string).search)).status).toBe(200)
    expect((await ratingRow(delivered.id)).rating).toBeNull()

    const four = await rate({ token: tokenOf(links[4] as string) })
    expect(four.status).toBe(200)
    expect(four.body).toEqual({ success: true, orderNumber: delivered.orderNumber, rating: 4, comment: null, published: false })
    const rated = await ratingRow(delivered.id)
    expect(rated).toMatchObject({ rating: 4, comment: null })
    expect(rated.rated_at).not.toBeNull()

    const commented = await rate({ token: tokenOf(links[4] as string), comment: '  Pose facile, bulles aucune.  ' })
    expect(commented.body).toMatchObject({ rating: 4, comment: 'Pose facile, bulles aucune.' })
    const withComment = await ratingRow(delivered.id)
    expect(withComment).toMatchObject({ rating: 4, comment: 'Pose facile, bulles aucune.' })
    expect(withComment.rated_at).toEqual(rated.rated_at)

    const two = await rate({ token: tokenOf(links[2] as string) })
    expect(two.body).toMatchObject({ rating: 2, comment: 'Pose facile, bulles aucune.' })
    expect(await ratingRow(delivered.id)).toMatchObject({ rating: 2, comment: 'Pose facile, bulles aucune.' })
  })

  it('refuses a forged, altered or malformed token, and a comment too long, in French', async () => {
    const token = tokenOf(ratingLinks(mail)[3] as string)
    const [id, , signature] = token.split('.')
    for (const forged of [`${id}.5.${signature}`, `${Number(id) + 1}.3.${signature}`, `${id}.3.${'A'.repeat(43)}`, 'pas-un-jeton']) {
      const res = await rate({ token: forged })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, error: satisfactionMessages.linkInvalid })
    }
    const long = await rate({ token, comment: 'x'.repeat(satisfactionRules.commentMaxLength + 1) })
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ success: false, error: satisfactionMessages.commentTooLong })
    expect((await ratingRow(delivered.id)).rating).toBe(2)
  })

  it('refuses the links once 30 days have passed since the e-mail', async () => {
    const late = await orderDelivered(8)
    const links = ratingLinks(await waitForMail(inject('inboxUrl'), late.email, subjectOf(late.orderNumber)))
    await sql(`update orders set satisfaction_asked_at = now() - make_interval(days => $2) where id = $1`, [
      late.id,
      satisfactionRules.linkValidDays + 1,
    ])
    const res = await rate({ token: tokenOf(links[5] as string) })
    expect(res.status).toBe(410)
    expect(res.body).toMatchObject({ success: false, error: satisfactionMessages.linkExpired })
    expect((await ratingRow(late.id)).rating).toBeNull()
  })

  it('is read-only for staff in the admin', async () => {
    const res = await request(
      `/api/orders/${delivered.id}`,
      jsonInit('PATCH', { satisfaction: { rating: 5, comment: 'Réécrit par le personnel' } }, await adminToken()),
    )
    expect(res.status).toBe(200)
    expect(await ratingRow(delivered.id)).toMatchObject({ rating: 2, comment: 'Pose facile, bulles aucune.' })
  })

  it('shows in the dashboard: the 30-day average and count, each order’s rating and its comment', async () => {
    const admin = dashboardClient(await dashboardToken())
    const truth = async () =>
      (
        await sql(`select round(avg(satisfaction_rating), 1)::float as average, count(*)::int as count from orders
          where satisfaction_rated_at >= ((now() at time zone 'Europe/Paris')::date - 29)::timestamp at time zone 'Europe/Paris'`)
      )[0]
    const expected = await truth()
    expect(expected.count).toBeGreaterThan(0)
    await expect.poll(async () => (await admin.get('/api/dashboard/overview')).body.satisfaction).toEqual(expected)

    const rows = (await admin.get(`/api/dashboard/orders?q=${delivered.orderNumber}`)).body.rows
    expect(rows).toEqual([expect.objectContaining({ orderNumber: delivered.orderNumber, rating: 2 })])
    const order = (await admin.get(`/api/dashboard/orders/${delivered.id}`)).body.order
    expect(order.satisfaction).toMatchObject({ rating: 2, comment: 'Pose facile, bulles aucune.' })
  })
})
