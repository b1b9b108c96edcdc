/**
 * The online withdrawal function (Code de la consommation L221-21, since 19 June 2026): from
 * /retractation, the footer or /mes-commandes, the customer reaches 'Se rétracter du contrat
 * ici', reads a summary of the order, then confirms; the shop acknowledges by e-mail with the
 * date and time. A guest names the order by number and e-mail, a signed-in customer by its id.
 */
import * as z from 'zod'

import './zod-french.ts'

import { cancelOrderBodySchema, orderLookupSchema, type OrderStatus, type StatusChange } from './orders.ts'

export const withdrawalMessages = {
  entryPoint: 'Se rétracter du contrat ici',
  confirmButton: 'Confirmer la rétractation',
  expired: 'Le délai de rétractation de 14 jours est dépassé pour cette commande.',
  notPaid: "Cette commande n'est pas encore payée : elle peut simplement être annulée.",
  closed: "Cette commande est annulée ou remboursée : il n'y a plus rien à rétracter.",
  confirmed: 'Votre rétractation est enregistrée. Un accusé de réception vous a été envoyé par e-mail.',
  unknownAction: 'Action inconnue : summary ou confirm.',
} as const

/** `POST /api/withdrawals?action=summary|confirm`: the step of the two-step withdrawal. */
export const withdrawalActions = ['summary', 'confirm'] as const
export type WithdrawalAction = (typeof withdrawalActions)[number]

/** A guest: the order number and the e-mail it was placed with, both matching the same order. */
export const guestWithdrawalBodySchema = orderLookupSchema
export type GuestWithdrawalBody = z.infer<typeof guestWithdrawalBodySchema>

/** A signed-in customer (`Authorization: Bearer`): one of their own orders. */
export const customerWithdrawalBodySchema = cancelOrderBodySchema
export type CustomerWithdrawalBody = z.infer<typeof customerWithdrawalBodySchema>

const recordedWithdrawalSchema = z.object({ reference: z.string(), withdrawn_at: z.string() })

/** What the summary step shows before 'Confirmer la rétractation'; amounts in euros. */
export const withdrawalSummarySchema = z.object({
  order_number: z.string(),
  ordered_at: z.string(),
  items: z.array(z.object({ name: z.string(), variant: z.string().nullable(), quantity: z.number(), unit_price: z.number() })),
  total_amount: z.number(),
  /** Null until the order is delivered: withdrawing before delivery is allowed too. */
  delivered_at: z.string().nullable(),
  /** The last day (YYYY-MM-DD, Paris) to withdraw; null while the order is not delivered. */
  withdrawal_deadline: z.string().nullable(),
  /** Set once the customer has withdrawn: confirming again changes nothing. */
  withdrawn: recordedWithdrawalSchema.nullable(),
})
export type WithdrawalSummary = z.infer<typeof withdrawalSummarySchema>

export const withdrawalSummaryAnswerSchema = z.object({ success: z.literal(true), withdrawal: withdrawalSummarySchema })
export const withdrawalConfirmAnswerSchema = z.object({ success: z.literal(true) }).extend(recordedWithdrawalSchema.shape)
export type WithdrawalConfirmAnswer = z.infer<typeof withdrawalConfirmAnswerSchema>

/** 14 calendar days from receipt (spec catalogue §9, Code de la consommation L221-18). */
export const withdrawalPeriodDays = 14

const dayMs = 24 * 60 * 60 * 1000

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day (YYYY-MM-DD) an instant falls on in Paris. */
export function parisDate(instant: Date): string {
  return parisDay.format(instant)
}

/** Easter Sunday of a year (anonymous Gregorian algorithm), as a UTC midnight. */
function easter(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

/** Public holidays of metropolitan France in a year, as YYYY-MM-DD. */
function frenchHolidays(year: number): Set<string> {
  const sunday = easter(year).getTime()
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map((day) => `${year}-${day}`)
  const movable = [1, 39, 50].map((offset) => new Date(sunday + offset * dayMs).toISOString().slice(0, 10))
  return new Set([...fixed, ...movable])
}

/**
 * The last day to withdraw from an order delivered at `deliveredAt`: 14 days after the day of
 * receipt, pushed to the next working day when it falls on a Saturday, a Sunday or a public
 * holiday (spec catalogue §9).
 */
export function withdrawalDeadline(deliveredAt: Date): string {
  let day = new Date(Date.parse(`${parisDate(deliveredAt)}T00:00:00Z`) + withdrawalPeriodDays * dayMs)
  const closed = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6 || frenchHolidays(date.getUTCFullYear()).has(iso(date))
  while (closed(day)) day = new Date(day.getTime() + dayMs)
  return iso(day)
}

const iso = (date: Date) => date.toISOString().slice(0, 10)

/** Still within its period at `now` (a deadline day lasts until midnight in Paris); no deadline yet: yes. */
export function withinWithdrawalPeriod(deadline: string | null, now: Date): boolean {
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

/** Whether an order, with its status history, can be withdrawn from at `now`, and until when. */
export function withdrawalWindow(status: OrderStatus, history: readonly StatusChange[], now: Date): WithdrawalWindow {
  const deliveredAt = history.find((change) => change.status === 'delivered')?.at ?? null
  const deadline = deliveredAt ? withdrawalDeadline(new Date(deliveredAt)) : null
  const refusal =
    status === 'pending'
      ? withdrawalMessages.notPaid
      : !withdrawableStatuses.includes(status)
        ? withdrawalMessages.closed
        : withinWithdrawalPeriod(deadline, now)
          ? null
          : withdrawalMessages.expired
  return { deliveredAt, deadline, refusal }
}
