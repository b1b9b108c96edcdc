import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import {
  claimDueBy,
  claimOverdue,
  withdrawalRefundDueBy,
  withdrawalRefundOverdue,
  type AfterSalesOverview,
  type ReturnReceivedKind,
} from '@shop/domain/after-sales'

type WithdrawalRow = {
  id: number
  reference: string
  order_number: string
  withdrawn_at: Date | string
  return_received_kind: ReturnReceivedKind | null
  return_received_at: Date | string | null
}
type ClaimRow = { id: number; reference: string; order_number: string | null; created_at: Date | string }

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * The overview's after-sales lists, the oldest first, their due days from the domain's rules:
 * withdrawals of paid orders not refunded yet (an online withdrawal from part of an order until its
 * refund; one of the whole order, or a withdrawal form naming its order, until the order is
 * refunded or cancelled; a form closed by staff is no withdrawal), and warranty claims without a
 * remedy that staff have not closed.
 */
export async function afterSalesLists(payload: Payload, now = new Date()): Promise<AfterSalesOverview> {
  const db = payload.db.drizzle
  const [withdrawals, claims] = await Promise.all([
    db.execute<WithdrawalRow>(sql`
      select t.id, t.reference, o.order_number, coalesce(t.withdrawn_at, t.created_at) as withdrawn_at,
        t.return_received_kind, t.return_received_at
      from tickets t join orders o on o.id = t.order_id
      where o.payment_paid_at is not null and o.status not in ('refunded', 'cancelled')
        and ((t.source = 'withdrawal' and t.withdrawal_refunded_at is null) or (t.source = 'retractation' and t.status <> 'closed'))
      order by withdrawn_at, t.id`),
    // Read from tickets_claims_to_settle_idx (migration 20261128_220000_after_sales).
    db.execute<ClaimRow>(sql`
      select t.id, t.reference, t.order_number, t.created_at from tickets t
      where t.source = 'warranty-claim' and t.remedy_kind is null and t.status in ('open', 'in-progress')
      order by t.created_at, t.id`),
  ])
  return {
    withdrawalsToRefund: withdrawals.rows.map((row) => {
      const withdrawnAt = new Date(row.withdrawn_at)
      const receivedAt = row.return_received_at === null ? null : new Date(row.return_received_at)
      return {
        ticketId: row.id,
        reference: row.reference,
        orderNumber: row.order_number,
        withdrawnAt: withdrawnAt.toISOString(),
        refundDueBy: withdrawalRefundDueBy(withdrawnAt),
        overdue: withdrawalRefundOverdue(withdrawnAt, receivedAt, now),
        returnReceived: row.return_received_kind && receivedAt ? { kind: row.return_received_kind, at: receivedAt.toISOString() } : null,
      }
    }),
    claimsToSettle: claims.rows.map((row) => ({
      ticketId: row.id,
      reference: row.reference,
      orderNumber: row.order_number,
      receivedAt: iso(row.created_at),
      dueBy: claimDueBy(new Date(row.created_at)),
      overdue: claimOverdue(new Date(row.created_at), now),
    })),
  }
}
