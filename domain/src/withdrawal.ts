/**
 * The online withdrawal function (Code de la consommation L221-21, since 19 June 2026): from
 * /retractation, the footer or /mes-commandes, the customer reaches 'Se rétracter du contrat
 * ici', reads a summary of the order, then confirms; the shop acknowledges by e-mail with the
 * date and time. A guest names the order by number and e-mail, a signed-in customer by its id.
 */
import * as z from 'zod'

import './zod-french.ts'

import { maxCartLines, maxLineQuantity } from './cart.ts'
import { cancelOrderBodySchema } from './client-orders.ts'
import { orderLookupSchema, orderTrackingBodySchema, type OrderStatus, type StatusChange } from './orders.ts'
import { addCalendarDays, parisDate, workingDayFrom } from './working-days.ts'
import { withdrawalMessages } from './withdrawal-messages.ts'

export { withdrawalMessages }

/** `POST /api/withdrawals?action=summary|confirm`: the step of the two-step withdrawal. */
export const withdrawalActions = ['summary', 'confirm'] as const
export type WithdrawalAction = (typeof withdrawalActions)[number]

/**
 * The articles to withdraw from, by order line and number of units (`withdrawal-choice.ts` checks
 * them against the order); left out, every article that can be withdrawn from, in full.
 */
const withdrawalLinesSchema = z
  .array(z.object({ id: z.string().min(1).max(64), quantity: z.int().min(1).max(maxLineQuantity) }))
  .min(1, { error: withdrawalMessages.noLineChosen })
  .max(maxCartLines)

/**
 * The confirmation names the latest withdrawal its summary showed (`withdrawn.reference`, null for
 * none): another one recorded since (a double click, a second tab) is answered, not doubled.
 * Left out, the first withdrawal of the order.
 */
const withdrawalChoiceShape = { lines: withdrawalLinesSchema.optional(), after: z.string().max(40).nullable().optional() }

/** A guest: the order number and the e-mail it was placed with, both matching the same order. */
export const guestWithdrawalBodySchema = orderLookupSchema.extend(withdrawalChoiceShape)
export type GuestWithdrawalBody = z.infer<typeof guestWithdrawalBodySchema>

/** A signed-in customer (`Authorization: Bearer`): one of their own orders. */
export const customerWithdrawalBodySchema = cancelOrderBodySchema.extend(withdrawalChoiceShape)
export type CustomerWithdrawalBody = z.infer<typeof customerWithdrawalBodySchema>

/**
 * GET /api/withdrawal-form.pdf: the model withdrawal form of the annex to article R221-1 of the
 * Code de la consommation, addressed to the seller. Blank; or filled in with one order for whoever
 * holds its tracking key (the proof /suivi accepts), named by `orderNumber` and `key`.
 */
export const withdrawalFormPath = '/api/withdrawal-form.pdf'
export const withdrawalFormQuerySchema = orderTrackingBodySchema.pick({ orderNumber: true, key: true }).required({ key: true })

export function orderWithdrawalFormPath(orderNumber: string, key: string): string {
  return `${withdrawalFormPath}?orderNumber=${encodeURIComponent(orderNumber)}&key=${encodeURIComponent(key)}`
}

const recordedWithdrawalSchema = z.object({ reference: z.string(), withdrawn_at: z.string() })

/** What the summary step shows before 'Confirmer la rétractation'; amounts in euros. */
const withdrawalSummarySchema = z.object({
  order_number: z.string(),
  ordered_at: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      variant: z.string().nullable(),
      /** Units that can still be withdrawn from: those earlier withdrawals left (`withdrawal-choice.ts`, linesLeft). */
      quantity: z.number(),
      /** Units an earlier withdrawal already covers. */
      withdrawn_quantity: z.number(),
      unit_price: z.number(),
      /** What those units were paid, the promo code's share deducted: what withdrawing from them all brings back. */
      paid_amount: z.number(),
      /** Printed with the customer's photo: excluded from the withdrawal (L221-28). */
      personalised: z.boolean(),
    }),
  ),
  total_amount: z.number(),
  /** Null until the order is delivered: withdrawing before delivery is allowed too. */
  delivered_at: z.string().nullable(),
  /** The last day (YYYY-MM-DD, Paris) to withdraw; null while the order is not delivered. */
  withdrawal_deadline: z.string().nullable(),
  /** The latest withdrawal from the order, if any: confirming it again changes nothing. */
  withdrawn: recordedWithdrawalSchema.nullable(),
  /** Whether other articles can still be withdrawn from, now (within the period, units left). */
  can_withdraw_more: z.boolean(),
})
export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>

export const withdrawalSummaryAnswerSchema = z.object({ success: z.literal(true), withdrawal: withdrawalSummarySchema })
export const withdrawalConfirmAnswerSchema = z.object({ success: z.literal(true) }).extend(recordedWithdrawalSchema.shape)
export type WithdrawalConfirmAnswer = z.infer<typeof withdrawalConfirmAnswerSchema>

/** 14 calendar days from receipt (spec catalogue §9, Code de la consommation L221-18). */
const withdrawalPeriodDays = 14

/**
 * The last day to withdraw from an order delivered at `deliveredAt`: 14 days after the day of
 * receipt, pushed to the next working day when it falls on a Saturday, a Sunday or a public
 * holiday (spec catalogue §9).
 */
export function withdrawalDeadline(deliveredAt: Date): string {
  return workingDayFrom(addCalendarDays(parisDate(deliveredAt), withdrawalPeriodDays))
}

/** Still within its period at `now` (a deadline day lasts until midnight in Paris); no deadline yet: yes. */
function withinWithdrawalPeriod(deadline: string | null, now: Date): boolean {
  return deadline === null || parisDate(now) <= deadline
}

/** Paid and not cancelled: a contract to withdraw from, before or after delivery. */
const withdrawableStatuses: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered']

export type WithdrawalWindow = {
  deliveredAt: string | null
  deadline: string | null
  /** Why the order cannot be withdrawn from now (French), or null when it can. */
  refusal: string | null
}

/**
 * Whether an order, with its status history, can be withdrawn from at `now`, and until when; an
 * order of personalised articles only has nothing to withdraw from.
 */
export function withdrawalWindow(
  status: OrderStatus,
  history: readonly StatusChange[],
  now: Date,
  onlyPersonalised = false,
): WithdrawalWindow {
  const deliveredAt = history.find((change) => change.status === 'delivered')?.at ?? null
  const deadline = deliveredAt ? withdrawalDeadline(new Date(deliveredAt)) : null
  const refusal =
    status === 'pending'
      ? withdrawalMessages.notPaid
      : status === 'returned'
        ? withdrawalMessages.returned
        : !withdrawableStatuses.includes(status)
          ? withdrawalMessages.closed
          : !withinWithdrawalPeriod(deadline, now)
            ? withdrawalMessages.expired
            : onlyPersonalised
              ? withdrawalMessages.onlyPersonalised
              : null
  return { deliveredAt, deadline, refusal }
}
