import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { afterSalesMessages, claimRemedyLabels, claimUnits, type ClaimLines } from '@shop/domain/after-sales'
import { authMessages } from '@shop/domain/auth-messages'
import { dashboardMessages, type ClaimLinesBody, type ClaimRefusalBody } from '@shop/domain/dashboard'
import { chooseDelivery } from '@shop/domain/delivery'
import { lineDescription } from '@shop/domain/line-description'

import { catalogueCache } from '../../catalogue-reads/catalogue-cache.ts'
import { historyBy } from '../../collections/Orders/hooks/recordStatusChange.ts'
import { claimRefundedEmail, claimRefusedEmail, claimReplacementEmail } from './emails/claim-settled.ts'
import { HttpError, tooManyRequests } from '../../http/http-error.ts'
import { relationId } from '../../lib/relation-id.ts'
import { inTransaction } from '../../lib/transaction.ts'
import { queueEmail } from '../../mail/queue-email.ts'
import { replyAddressFor } from '../../mail/reply-address.ts'
import { noteOnOrder } from '../../orders/note-on-order.ts'
import { nextOrderIdentity } from '../../orders/order-numbers.ts'
import { lockOrder } from '../../orders/order-rows.ts'
import type { Order, Ticket, User } from '../../payload-types.ts'
import { claimableLines, dashboardTicket, findTicket } from './dashboard-ticket.ts'
import { lockedAsSeen } from './handle-ticket.ts'
import { refundArticles } from './refund-withdrawal.ts'

/** Replacement orders an administrator may create within the attempt window: a slip of the hand cannot flood the orders. */
const replacementsPerAdmin = 60

/** A warranty claim not settled yet, or the 409 that says why it cannot be settled. */
function unsettledClaim(ticket: Ticket): Ticket {
  if (ticket.source !== 'warranty-claim') throw new HttpError(409, afterSalesMessages.notAClaim)
  if (ticket.remedy?.kind) throw new HttpError(409, afterSalesMessages.claimSettled(claimRemedyLabels[ticket.remedy.kind]))
  return ticket
}

/** The order a claim names (its number and e-mail matched at submission, forms/open-ticket.ts), or a refusal. */
function claimedOrderId(ticket: Ticket): number {
  const orderId = relationId(unsettledClaim(ticket).order)
  if (orderId === null) throw new HttpError(409, afterSalesMessages.claimWithoutOrder)
  return orderId
}

/**
 * The claim and its order, both locked (the order first, as every writer of an order's tickets
 * does), the claim as the administrator saw it and still unsettled, the order paid.
 */
async function lockedClaim(req: PayloadRequest, ticketId: number, orderId: number, expectedUpdatedAt: string) {
  const status = await lockOrder(req, orderId)
  if (!status) throw new HttpError(404, dashboardMessages.orderNotFound)
  const ticket = unsettledClaim(await lockedAsSeen(req, ticketId, expectedUpdatedAt))
  const order = await req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, req })
  if (!order.payment?.paidAt) throw new HttpError(409, afterSalesMessages.claimOrderNotPaid)
  return { status, ticket, order }
}

/** The units chosen of the claimed order, or the 400 that names what it does not hold (any more). */
async function chosenUnits(req: PayloadRequest, order: Order, lines: ClaimLines) {
  const chosen = claimUnits(await claimableLines(req.payload, order, req), lines)
  if (!chosen.ok) throw new HttpError(400, chosen.error)
  return chosen.units
}

/** The claim's one remedy, when and by whom; the claim is then resolved. */
const settled = (ticket: Ticket, admin: User, remedy: Omit<NonNullable<Ticket['remedy']>, 'at' | 'by'>): Partial<Ticket> => {
  const now = new Date().toISOString()
  return { remedy: { ...remedy, at: now, by: admin.email }, status: 'resolved', firstResponseAt: ticket.firstResponseAt ?? now }
}

/** The cheapest delivery offered now, at no charge: the replacement's delivery is the shop's (L217-11). */
async function freeDelivery(payload: Payload, at: Date): Promise<Order['delivery']> {
  const modes = await catalogueCache.getDeliveryModes(payload)
  const cheapest = [...modes].sort((a, b) => a.priceCents - b.priceCents)[0]
  const choice = chooseDelivery(modes, cheapest?.code, at)
  return choice.ok ? { modeName: choice.delivery.name, earliest: choice.delivery.earliest, latest: choice.delivery.latest } : {}
}

/**
 * Remplacer: a new order at 0 € (lines and delivery) of the chosen units, to the claimed order's
 * address and customer, confirmed without payment so that staff prepare and ship it like any
 * order; it names the claim and the order it replaces, the claim names it, the claimed order's
 * history notes it, and the customer's e-mail names it with its expected delivery, all in one
 * transaction. No invoice: nothing is sold (the claimed order's invoice stays the sale's).
 */
// Reached only through the dashboard's admin-checked route (server/routes/dashboard.ts, requireAdmin).
export async function replaceFromClaim(payload: Payload, admin: User, ticketId: number, body: ClaimLinesBody) {
  const orderId = claimedOrderId(await findTicket(payload, ticketId))
  // Taken before the transaction, as the checkout does: a replacement refused after it leaves a gap, never a number used twice.
  const taken = await nextOrderIdentity(payload, { scope: 'replacement-order', key: String(admin.id), max: replacementsPerAdmin })
  if (!taken.allowed) throw tooManyRequests(authMessages.tooManyAttempts, taken.retryAfter)
  const req = await createLocalReq({ context: historyBy(admin.email) }, payload)
  const replacement = await inTransaction(req, async () => {
    const { ticket, order } = await lockedClaim(req, ticketId, orderId, body.expectedUpdatedAt)
    const units = await chosenUnits(req, order, body.lines)
    const now = new Date()
    const created = await payload.create({
      collection: 'orders',
      data: {
        orderNumber: taken.identity.orderNumber,
        status: 'confirmed',
        customer: relationId(order.customer),
        name: order.name,
        email: order.email,
        phone: order.phone,
        shippingAddress: order.shippingAddress,
        replacementOf: { claim: ticket.id, order: order.id },
        lines: units.map(({ line, quantity }) => ({
          productName: line.sold.productName,
          quantity,
          unitCents: 0,
          totalCents: 0,
          discountCents: 0,
          category: line.sold.category,
          productId: line.sold.productId,
          variant: line.sold.variant,
          image: line.sold.image,
          // The customer's photo, printed again on the new skin.
          photo: relationId(line.sold.photo),
        })),
        delivery: await freeDelivery(payload, now),
        subtotalCents: 0,
        discountCents: 0,
        shippingCents: 0,
        totalCents: 0,
        htCents: 0,
        vatCents: 0,
        vatRatePercent: order.vatRatePercent,
        // The replacement is owed under the claimed order's contract, whose terms it keeps.
        termsAcceptedAt: order.termsAcceptedAt,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await noteOnOrder(req, order.id, `Remplacement sous garantie (${ticket.reference}) : commande ${created.orderNumber}`)
    await payload.update({
      collection: 'tickets',
      id: ticket.id,
      data: settled(ticket, admin, { kind: 'replacement', replacementOrder: created.id }),
      depth: 0,
      overrideAccess: true,
      req,
    })
    await queueEmail(req, {
      to: order.email,
      ...claimReplacementEmail(ticket, order, created),
      replyTo: await replyAddressFor(req, { kind: 'ticket', reference: ticket.reference }),
    })
    return created
  })
  return {
    order: { id: replacement.id, orderNumber: replacement.orderNumber, totalCents: 0 as const },
    ticket: await dashboardTicket(payload, ticketId),
  }
}

/**
 * Rembourser: the chosen units of the claimed order refunded at what they were paid, with their
 * credit note, as a withdrawal from part of an order is (refundArticles), the claim settled with it.
 */
export async function refundFromClaim(payload: Payload, admin: User, ticketId: number, body: ClaimLinesBody) {
  const orderId = claimedOrderId(await findTicket(payload, ticketId))
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const { status, ticket, order } = await lockedClaim(req, ticketId, orderId, body.expectedUpdatedAt)
    const articles = (await chosenUnits(req, order, body.lines)).map(({ line, quantity, refundCents }) => ({
      lineId: line.id,
      productName: lineDescription(line.sold),
      quantity,
      refundCents,
    }))
    const refundCents = articles.reduce((sum, article) => sum + article.refundCents, 0)
    await refundArticles(req, status, order, {
      ticket,
      articles,
      why: 'garantie',
      key: `refund-claim-${ticket.id}`,
      note: (amount, creditNote) => `Réclamation ${ticket.reference} remboursée au titre de la garantie : ${amount} (avoir ${creditNote})`,
      email: (cents, creditNote) => claimRefundedEmail(ticket, order, cents, creditNote),
      ticketData: settled(ticket, admin, { kind: 'refund', refundCents }),
    })
  })
  return dashboardTicket(payload, ticketId)
}

/** Refuser: the reason recorded on the claim and e-mailed to the customer, together; no order needed. */
export async function refuseClaim(payload: Payload, admin: User, ticketId: number, body: ClaimRefusalBody) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const ticket = unsettledClaim(await lockedAsSeen(req, ticketId, body.expectedUpdatedAt))
    await payload.update({
      collection: 'tickets',
      id: ticket.id,
      data: settled(ticket, admin, { kind: 'refusal', reason: body.reason }),
      depth: 0,
      overrideAccess: true,
      req,
    })
    await queueEmail(req, {
      to: ticket.email,
      ...claimRefusedEmail(ticket, body.reason),
      replyTo: await replyAddressFor(req, { kind: 'ticket', reference: ticket.reference }),
    })
  })
  return dashboardTicket(payload, ticketId)
}
