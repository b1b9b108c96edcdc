import { createLocalReq, type Payload } from 'payload'

import type { FormBody } from '@shop/domain/form-schemas'
import { consentTexts, formMessages } from '@shop/domain/forms'
import { newsletterConfirmationDays, newsletterPaths } from '@shop/domain/newsletter'

import { hashToken, newToken, sameSecret, signature } from '../security/tokens.ts'
import { newsletterAlreadySubscribedEmail, newsletterConfirmationEmail, newsletterMail } from './emails/newsletter.ts'
import { nextReference } from '../lib/references.ts'
import { HttpError } from '../http/http-error.ts'
import { env } from '../lib/env.ts'
import { inTransaction } from '../lib/transaction.ts'
import { queueEmail } from '../mail/queue-email.ts'
import type { NewsletterSubscriber } from '../payload-types.ts'

const dayMs = 24 * 60 * 60 * 1000
const invalidLink = () => new HttpError(400, formMessages.newsletterLinkInvalid)

/**
 * The unsubscribe token of a subscriber: its id signed with the server's secret, so that any
 * newsletter e-mail, sent at any time, can carry a working link without a token stored per mail.
 */
function unsubscribeToken(payload: Payload, id: number): string {
  return `${id}.${signature(payload.secret, `newsletter-unsubscribe:${id}`)}`
}

function subscriberIdOf(payload: Payload, token: string): number | null {
  const id = Number(token.split('.')[0])
  if (!Number.isSafeInteger(id) || id <= 0) return null
  return sameSecret(token, unsubscribeToken(payload, id)) ? id : null
}

/** The unsubscribe links of a subscriber: the storefront page, and the one-click endpoint mail clients post to. */
export function unsubscribeLinks(payload: Payload, id: number) {
  const token = encodeURIComponent(unsubscribeToken(payload, id))
  return {
    page: `${env().PUBLIC_URL}${newsletterPaths.unsubscribe}?token=${token}`,
    oneClick: `${env().PUBLIC_URL}/api/newsletter/unsubscribe?token=${token}`,
  }
}

async function subscriberByEmail(payload: Payload, email: string): Promise<NewsletterSubscriber | undefined> {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * A sign-up (double opt-in): the address is pending until the e-mailed link is opened. The answer
 * is the same whether the address was unknown, pending, subscribed or unsubscribed (nobody learns
 * who is on the list); only the address's owner reads, in the mail, which it was. The row and its
 * e-mail are written together.
 */
export async function subscribe(payload: Payload, body: FormBody<'newsletter'>): Promise<string> {
  const reference = await nextReference(payload, 'NL')
  const existing = await subscriberByEmail(payload, body.email)
  if (existing?.status === 'confirmed') {
    const req = await createLocalReq({}, payload)
    await inTransaction(req, async () => {
      await payload.update({
        collection: 'newsletter-subscribers',
        id: existing.id,
        data: { reference },
        depth: 0,
        overrideAccess: true,
        req,
      })
      const links = unsubscribeLinks(payload, existing.id)
      await queueEmail(req, newsletterMail(existing.email, newsletterAlreadySubscribedEmail(reference, links.page), links.oneClick))
    })
    return reference
  }

  const token = newToken()
  const data = {
    email: body.email,
    status: 'pending' as const,
    reference,
    consent: { consentedAt: new Date().toISOString(), text: consentTexts.newsletter },
    confirmTokenHash: hashToken(token),
    confirmTokenExpiresAt: new Date(Date.now() + newsletterConfirmationDays * dayMs).toISOString(),
    unsubscribedAt: null,
  }
  const confirm = `${env().PUBLIC_URL}${newsletterPaths.confirm}?token=${token}`
  const write = async (id: number | undefined) => {
    const req = await createLocalReq({}, payload)
    await inTransaction(req, async () => {
      const subscriber =
        id === undefined
          ? await payload.create({ collection: 'newsletter-subscribers', data, depth: 0, overrideAccess: true, req })
          : await payload.update({ collection: 'newsletter-subscribers', id, data, depth: 0, overrideAccess: true, req })
      const links = unsubscribeLinks(payload, subscriber.id)
      const content = newsletterConfirmationEmail(reference, { confirm, unsubscribe: links.page }, newsletterConfirmationDays)
      await queueEmail(req, newsletterMail(subscriber.email, content, links.oneClick))
    })
  }
  // Two sign-ups of a new address at once: the second meets the first's row (unique e-mail) and updates it.
  await write(existing?.id).catch(async (error: unknown) => {
    const created = existing ? undefined : await subscriberByEmail(payload, body.email)
    if (!created) throw error
    return write(created.id)
  })
  return reference
}

/** The e-mailed link opened: the address is subscribed. Opening it again changes nothing. */
export async function confirmSubscription(payload: Payload, token: string): Promise<void> {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: {
      confirmTokenHash: { equals: hashToken(token) },
      confirmTokenExpiresAt: { greater_than: new Date().toISOString() },
      status: { in: ['pending', 'confirmed'] },
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = docs[0]
  if (!subscriber) throw invalidLink()
  if (subscriber.status === 'confirmed') return
  await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

/** The link of any newsletter e-mail: unsubscribed at once, and again harmlessly. */
export async function unsubscribe(payload: Payload, token: string): Promise<void> {
  const id = subscriberIdOf(payload, token)
  if (id === null) throw invalidLink()
  const subscriber = await payload.findByID({
    collection: 'newsletter-subscribers',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!subscriber) throw invalidLink()
  if (subscriber.status === 'unsubscribed') return
  await payload.update({
    collection: 'newsletter-subscribers',
    id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString(), confirmTokenHash: null, confirmTokenExpiresAt: null },
    depth: 0,
    overrideAccess: true,
  })
}
