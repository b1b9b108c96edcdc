import { customerData, uniqueClientIp } from '@shop/seed/factories'
import { inject } from 'vitest'

import { request, sql } from './api.ts'
import { moveOrder, placedOrder } from './dashboard.ts'
import { waitForMail, type Mail } from './inbox.ts'

/**
 * A paid order of its own customer (a guest's, or the signed-in account's of `customer`), walked
 * to « Livrée » in the dashboard, whose delivery is then moved `daysAgo` into the past in the
 * database (the satisfaction chore reads the history's date).
 */
export async function orderDelivered(daysAgo: number, name?: string, customer?: { email: string; token: string }) {
  const email = customer?.email ?? customerData().email
  const order = await placedOrder({ email, name, sessionToken: customer?.token })
  await moveOrder(order.id, [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Colissimo', trackingNumber: `6A${Date.now()}` },
    { status: 'delivered' },
  ])
  await sql(`update orders_status_history set at = now() - make_interval(days => $2) where _parent_id = $1 and status = 'delivered'`, [
    order.id,
    daysAgo,
  ])
  return { ...order, email }
}

export const ratingSubjectOf = (orderNumber: string) => `Votre avis sur la commande ${orderNumber}`

/** The five links of the e-mail's text part, by rating. */
export function ratingLinks(mail: Mail): Record<number, string> {
  const links: Record<number, string> = {}
  for (const match of mail.text.matchAll(/(\d) étoiles? : (\S+)/g)) links[Number(match[1])] = match[2] as string
  return links
}

/** The tokens of the satisfaction e-mail an order delivered got, by rating, once the chore sent it. */
export async function ratingTokensOf(order: { email: string; orderNumber: string }): Promise<Record<number, string>> {
  const links = ratingLinks(await waitForMail(inject('inboxUrl'), order.email, ratingSubjectOf(order.orderNumber)))
  return Object.fromEntries(Object.entries(links).map(([rating, link]) => [rating, ratingTokenOf(link)]))
}

export const ratingTokenOf = (link: string) => new URL(link).searchParams.get('token') as string

/** What the /avis page posts. */
export const rate = (body: unknown) =>
  request('/api/satisfaction', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueClientIp() },
    body: JSON.stringify(body),
  })
