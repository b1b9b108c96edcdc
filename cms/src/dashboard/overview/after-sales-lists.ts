import { and, asc, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { claimDueBy, claimOverdue, withdrawalRefundDueBy, withdrawalRefundOverdue, type AfterSalesOverview } from '@shop/domain/after-sales'

import { dbOf } from '../../database/db.ts'
import { orders, tickets } from '../../database/payload-schema.ts'

const iso = (value: Date | string) => new Date(value).toISOString()

/** An online withdrawal carries its date; a withdrawal form counts from its ticket. */
const withdrawalDate = sql<string>`coalesce(${tickets.withdrawnAt}, ${tickets.createdAt})`

/**
 * The overview's after-sales lists, the oldest first, their due days from the domain's rules:
 * withdrawals of paid orders not refunded yet (an online withdrawal from part of an order until its
 * refund; one of the whole order, or a withdrawal form naming its order, until the order is
 * refunded or cancelled; a form closed by staff is no withdrawal), and warranty claims without a
 * remedy that staff have not closed.
 */
export async function afterSalesLists(payload: Payload, now = new Date()): Promise<AfterSalesOverview> {
  const db = await dbOf(payload)
  const [withdrawals, claims] = await Promise.all([
    db
      .select({
        id: tickets.id,
        reference: tickets.reference,
        orderNumber: orders.orderNumber,
        withdrawnAt: withdrawalDate.as('withdrawn_at'),
        returnReceivedKind: tickets.returnReceived_kind,
        returnReceivedAt: tickets.returnReceived_at,
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.order))
      .where(
        and(
          isNotNull(orders.payment_paidAt),
          notInArray(orders.status, ['refunded', 'cancelled']),
          or(
            and(eq(tickets.source, 'withdrawal'), isNull(tickets.withdrawalRefundedAt)),
            and(eq(tickets.source, 'retractation'), ne(tickets.status, 'closed')),
          ),
        ),
      )
      .orderBy(asc(withdrawalDate), asc(tickets.id)),
    // Read from tickets_claims_to_settle_idx (migration 20261128_220000_after_sales).
    db
      .select({ id: tickets.id, reference: tickets.reference, orderNumber: tickets.orderNumber, createdAt: tickets.createdAt })
      .from(tickets)
      .where(and(eq(tickets.source, 'warranty-claim'), isNull(tickets.remedy_kind), inArray(tickets.status, ['open', 'in-progress'])))
      .orderBy(asc(tickets.createdAt), asc(tickets.id)),
  ])
  return {
    withdrawalsToRefund: withdrawals.map((row) => {
      const withdrawnAt = new Date(row.withdrawnAt)
      const receivedAt = row.returnReceivedAt === null ? null : new Date(row.returnReceivedAt)
      return {
        ticketId: row.id,
        reference: row.reference,
        orderNumber: row.orderNumber,
        withdrawnAt: withdrawnAt.toISOString(),
        refundDueBy: withdrawalRefundDueBy(withdrawnAt),
        overdue: withdrawalRefundOverdue(withdrawnAt, receivedAt, now),
        returnReceived: row.returnReceivedKind && receivedAt ? { kind: row.returnReceivedKind, at: receivedAt.toISOString() } : null,
      }
    }),
    claimsToSettle: claims.map((row) => ({
      ticketId: row.id,
      reference: row.reference,
      orderNumber: row.orderNumber,
      receivedAt: iso(row.createdAt),
      dueBy: claimDueBy(new Date(row.createdAt)),
      overdue: claimOverdue(new Date(row.createdAt), now),
    })),
  }
}
