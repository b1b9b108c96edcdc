import { createLocalReq, type Payload } from 'payload'

import { deleteClaimPhotos } from '../forms/claim-photos.ts'
import { relationId } from '../lib/relation-id.ts'
import { inTransaction } from '../lib/transaction.ts'

/** One person's submissions: every ticket sent with the address, its photos, the newsletter sign-up. */
async function findSubmissions(payload: Payload, email: string, req?: Parameters<Payload['find']>[0]['req']) {
  const tickets = await payload.find({
    collection: 'tickets',
    where: { email: { equals: email } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const newsletter = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    depth: 0,
    overrideAccess: true,
    req,
  })
  const photoIds = tickets.docs.flatMap((ticket) => (ticket.photos ?? []).map((photo) => relationId(photo)))
  return { tickets: tickets.docs, subscriber: newsletter.docs[0], photoIds }
}

/**
 * What the shop holds from a person's forms (RGPD art. 15 and 20), for staff to hand over: what
 * they sent and when, with the consent they gave; the photos by name (staff download the files
 * from the admin). Staff's own handling (assignee, note) is not theirs to carry away.
 */
export async function exportSubmissions(payload: Payload, email: string) {
  const { tickets, subscriber, photoIds } = await findSubmissions(payload, email)
  const photos = photoIds.length
    ? (
        await payload.find({
          collection: 'claim-photos',
          where: { id: { in: photoIds } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    : []
  return {
    email,
    exportedAt: new Date().toISOString(),
    submissions: tickets.map(({ assignee: _assignee, internalNote: _note, photos: ticketPhotos, order, ...ticket }) => ({
      ...ticket,
      order: relationId(order),
      photos: (ticketPhotos ?? []).map((photo) => relationId(photo)),
    })),
    photos: photos.map(({ id, filename, mimeType, filesize, createdAt }) => ({ id, filename, mimeType, filesize, createdAt })),
    newsletter: subscriber
      ? {
          email: subscriber.email,
          status: subscriber.status,
          reference: subscriber.reference,
          subscribedAt: subscriber.createdAt,
          confirmedAt: subscriber.confirmedAt,
          unsubscribedAt: subscriber.unsubscribedAt,
          consent: subscriber.consent,
        }
      : null,
  }
}

export type ErasedSubmissions = { tickets: number; photos: number; newsletter: number }

/**
 * Erases a person's submissions (RGPD art. 17) in one transaction: tickets, then the newsletter
 * sign-up, then the photos, whose files go last, once nothing else can fail. Orders stay (kept
 * 10 years for accounting): a withdrawal remains in the order's own history.
 */
export async function eraseSubmissions(payload: Payload, email: string): Promise<ErasedSubmissions> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const { tickets, subscriber, photoIds } = await findSubmissions(payload, email, req)
    if (tickets.length) await payload.delete({ collection: 'tickets', where: { email: { equals: email } }, overrideAccess: true, req })
    if (subscriber) await payload.delete({ collection: 'newsletter-subscribers', id: subscriber.id, overrideAccess: true, req })
    await deleteClaimPhotos(payload, photoIds, req)
    return { tickets: tickets.length, photos: photoIds.length, newsletter: subscriber ? 1 : 0 }
  })
}
