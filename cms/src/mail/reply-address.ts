import type { PayloadRequest } from 'payload'

import { isOrderNumber } from '@shop/domain/order-number'

import { sameSecret, signature } from '../security/tokens.ts'

/** What a customer's reply is about: a ticket, or an order whose e-mail (shipping, cancellation) no ticket holds. */
export type ReplyThread = { kind: 'ticket'; reference: string } | { kind: 'order'; orderNumber: string }

/** 128 bits of the HMAC, in lowercase hex: a mail server on the way may change the case of an address. */
const macLength = 32

const nameOf = (thread: ReplyThread) => (thread.kind === 'ticket' ? thread.reference : thread.orderNumber)

const macOf = (secret: string, thread: ReplyThread) =>
  signature(secret, `reply-to:${thread.kind}:${nameOf(thread)}`, 'hex').slice(0, macLength)

/** An address's mailbox and domain (the domain in lower case: it has no case). */
export function addressParts(address: string): { mailbox: string; domain: string } | null {
  const at = address.lastIndexOf('@')
  if (at <= 0 || at === address.length - 1) return null
  return { mailbox: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() }
}

/**
 * The Reply-To of an e-mail that invites an answer: the support address tagged with the thread,
 * `support+sup-05012026-000042.<hmac>@…`. The tag names the ticket or the order, and the server's
 * secret signs it, so that nobody can make the address of another customer's thread from a
 * reference or a number. A mail server that knows no listener (../inbound-mail) still delivers
 * it to the support mailbox (sub-addressing), so a reply is never lost.
 */
export function replyAddress(secret: string, supportEmail: string, thread: ReplyThread): string {
  const support = addressParts(supportEmail)
  if (!support) throw new Error(`support address without a domain: ${supportEmail}`)
  return `${support.mailbox}+${nameOf(thread).toLowerCase()}.${macOf(secret, thread)}@${support.domain}`
}

/** The thread an address names, when this server tagged it on this support address; null for any other address. */
export function threadOfAddress(secret: string, supportEmail: string, address: string): ReplyThread | null {
  const support = addressParts(supportEmail)
  const given = addressParts(address)
  if (!support || !given || given.domain !== support.domain) return null
  const tag = /^(.+)\+([a-z0-9-]{1,40})\.([0-9a-f]+)$/i.exec(given.mailbox)
  if (!tag || tag[1]?.toLowerCase() !== support.mailbox.toLowerCase()) return null
  const name = (tag[2] ?? '').toUpperCase()
  const thread: ReplyThread = isOrderNumber(name) ? { kind: 'order', orderNumber: name } : { kind: 'ticket', reference: name }
  return sameSecret((tag[3] ?? '').toLowerCase(), macOf(secret, thread)) ? thread : null
}

/** The Reply-To of a thread, on the support address of site-settings, read in `req`'s transaction. */
export async function replyAddressFor(req: PayloadRequest, thread: ReplyThread): Promise<string> {
  const { supportEmail } = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  return replyAddress(req.payload.secret, supportEmail, thread)
}
