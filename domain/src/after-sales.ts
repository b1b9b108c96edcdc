/**
 * After-sales as the shop promises it and the law requires it: when a withdrawal's articles come
 * back and its refund is due (Code de la consommation L221-23, L221-24), when a warranty claim is
 * settled (the warranty page's « sous 5 jours ouvrés », never past L217-10's 30 days), and how
 * staff settle a claim from the dashboard (replacement, refund or refusal: one per claim).
 *
 *   POST /api/dashboard/tickets/:id/return-received {kind, expectedUpdatedAt}      → {success, ticket}
 *   POST /api/dashboard/tickets/:id/replacement {lines, expectedUpdatedAt}         → 201 {success, order, ticket}
 *   POST /api/dashboard/tickets/:id/claim-refund {lines, expectedUpdatedAt}        → {success, ticket}
 *   POST /api/dashboard/tickets/:id/refusal {reason, expectedUpdatedAt}            → {success, ticket}
 */
import * as z from 'zod'

import './zod-french.ts'

import { addCalendarDays, addWorkingDays, parisDate } from './working-days.ts'

/** L221-23: the articles go back within 14 days of the withdrawal; L221-24: the refund is due within 14 days of it. */
const withdrawalReturnDays = 14
const withdrawalRefundDays = 14

/** The warranty page: the claim studied within 48 working hours, then settled within 5 working days. */
const claimReviewWorkingDays = 2
const claimSettlementWorkingDays = 5
/** L217-10: the replacement (or repair) within 30 days of the request, whatever the shop promises. */
const claimLegalDays = 30

/**
 * The delivery costs a withdrawal of the whole order gives back: the law owes them up to the
 * cheapest standard delivery (L221-24); the shop refunds the order's total, an express supplement
 * included (cms checkout/refund-in-full.ts), and every text says so.
 */
export const deliveryRefundedInFull = 'en totalité, supplément de livraison express compris'

/** The last day (YYYY-MM-DD, Paris) to send the articles back after a withdrawal made at `withdrawnAt`. */
export function withdrawalReturnBy(withdrawnAt: Date): string {
  return addCalendarDays(parisDate(withdrawnAt), withdrawalReturnDays)
}

/** The last day (YYYY-MM-DD, Paris) to refund a withdrawal made at `withdrawnAt`. */
export function withdrawalRefundDueBy(withdrawnAt: Date): string {
  return addCalendarDays(parisDate(withdrawnAt), withdrawalRefundDays)
}

/**
 * Whether a withdrawal's refund is late. The seller may put it off until the articles or a proof of
 * their dispatch reach it (L221-24): not received, it is not late yet; received after the due day,
 * it is due that very day.
 */
export function withdrawalRefundOverdue(withdrawnAt: Date, returnReceivedAt: Date | null, now = new Date()): boolean {
  if (!returnReceivedAt) return false
  const dueBy = withdrawalRefundDueBy(withdrawnAt)
  const received = parisDate(returnReceivedAt)
  return parisDate(now) > (received > dueBy ? received : dueBy)
}

/**
 * The last day (YYYY-MM-DD, Paris) to settle a warranty claim received at `receivedAt`: 2 working
 * days of review and 5 of settlement (Monday to Friday, French public holidays excepted), and never
 * past the 30 calendar days of L217-10.
 */
export function claimDueBy(receivedAt: Date): string {
  const day = parisDate(receivedAt)
  const promised = addWorkingDays(day, claimReviewWorkingDays + claimSettlementWorkingDays)
  const legal = addCalendarDays(day, claimLegalDays)
  return promised < legal ? promised : legal
}

export function claimOverdue(receivedAt: Date, now = new Date()): boolean {
  return parisDate(now) > claimDueBy(receivedAt)
}

/** What staff record of a withdrawal's articles: the parcel itself, or the customer's proof of dispatch. */
export const returnReceivedKinds = ['parcel', 'proof'] as const
export type ReturnReceivedKind = (typeof returnReceivedKinds)[number]
export const returnReceivedLabels: Record<ReturnReceivedKind, string> = {
  parcel: 'Colis reçu',
  proof: 'Preuve d’envoi reçue',
}

/** How a claim was settled. */
export const claimRemedies = ['replacement', 'refund', 'refusal'] as const
type ClaimRemedy = (typeof claimRemedies)[number]
export const claimRemedyLabels: Record<ClaimRemedy, string> = {
  replacement: 'Remplacement gratuit',
  refund: 'Remboursement',
  refusal: 'Refus',
}

export const refusalReasonMaxLength = 2000

export const afterSalesMessages = {
  notAWithdrawal: 'Seule une rétractation attend le retour de ses articles.',
  returnAlreadyRecorded: 'Le retour de cette rétractation est déjà enregistré.',
  unknownReturnKind: 'Indiquez « colis reçu » ou « preuve d’envoi reçue ».',
  returnRecorded: 'Retour enregistré.',
  notAClaim: 'Seule une réclamation sous garantie se règle ainsi.',
  claimWithoutOrder:
    'Cette réclamation n’est liée à aucune commande (numéro et e-mail ne correspondent pas) : seul un refus motivé ou une réponse est possible.',
  noClaimableUnits:
    'Aucun article à remplacer ni à rembourser : la réclamation n’est liée à aucune commande, ou les articles de sa commande ont déjà été rétractés ou remboursés. Seul un refus motivé ou une réponse est possible.',
  claimSettled: (remedy: string) => `Cette réclamation est déjà réglée : ${remedy}.`,
  claimOrderNotPaid: 'La commande réclamée n’est pas payée : il n’y a rien à remplacer ni à rembourser.',
  linesRequired: 'Choisissez au moins un article.',
  unknownLine: 'Cet article ne fait pas partie de la commande réclamée.',
  tooManyUnits: 'La quantité dépasse celle de la commande.',
  duplicateLine: 'Chaque article ne peut être choisi qu’une fois.',
  reasonRequired: 'Le motif du refus est requis.',
  reasonTooLong: `Le motif du refus ne peut pas dépasser ${refusalReasonMaxLength} caractères.`,
  replacementCreated: (orderNumber: string) => `Commande de remplacement ${orderNumber} créée ; le client est prévenu par e-mail.`,
  claimRefunded: 'Articles remboursés ; le client reçoit son avoir par e-mail.',
  claimRefused: 'Refus envoyé au client.',
} as const

/** Units of the claimed order's lines (their ids), for a replacement or a refund. */
export const claimLinesSchema = z
  .array(
    z.object({
      line: z.string({ error: afterSalesMessages.unknownLine }).min(1, { error: afterSalesMessages.unknownLine }).max(64),
      quantity: z
        .number({ error: afterSalesMessages.tooManyUnits })
        .int({ error: afterSalesMessages.tooManyUnits })
        .min(1, { error: afterSalesMessages.linesRequired })
        .max(1000, { error: afterSalesMessages.tooManyUnits }),
    }),
    { error: afterSalesMessages.linesRequired },
  )
  .min(1, { error: afterSalesMessages.linesRequired })
  .max(100, { error: afterSalesMessages.tooManyUnits })
  .refine((lines) => new Set(lines.map((chosen) => chosen.line)).size === lines.length, { error: afterSalesMessages.duplicateLine })
export type ClaimLines = z.infer<typeof claimLinesSchema>

/** A line of the claimed order as a remedy sees it: its id, its units, what they were paid. */
type ClaimableLine = { id: string; quantity: number; paidCents: number }
type ChosenUnits<Line extends ClaimableLine> = { line: Line; quantity: number; refundCents: number }

/**
 * The units a remedy covers, each with what it was paid (the line's paid amount shared out to the
 * cent), or why the choice names something the order does not hold. Unlike a withdrawal, an article
 * printed with the customer's photo is covered: the warranty is about defects.
 */
export function claimUnits<Line extends ClaimableLine>(
  lines: readonly Line[],
  choice: ClaimLines,
): { ok: true; units: ChosenUnits<Line>[] } | { ok: false; error: string } {
  const units: ChosenUnits<Line>[] = []
  for (const chosen of choice) {
    const line = lines.find((candidate) => candidate.id === chosen.line)
    if (!line) return { ok: false, error: afterSalesMessages.unknownLine }
    if (chosen.quantity > line.quantity) return { ok: false, error: afterSalesMessages.tooManyUnits }
    units.push({ line, quantity: chosen.quantity, refundCents: Math.round((line.paidCents * chosen.quantity) / line.quantity) })
  }
  return { ok: true, units }
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** The overview's after-sales lists, the oldest first. */
export const afterSalesOverviewSchema = z.object({
  withdrawalsToRefund: z.array(
    z.object({
      ticketId: z.number(),
      reference: z.string(),
      orderNumber: z.string(),
      withdrawnAt: z.string(),
      refundDueBy: day,
      overdue: z.boolean(),
      /** The articles or the proof of their dispatch, once staff record them: the refund may wait until then. */
      returnReceived: z.object({ kind: z.enum(returnReceivedKinds), at: z.string() }).nullable(),
    }),
  ),
  claimsToSettle: z.array(
    z.object({
      ticketId: z.number(),
      reference: z.string(),
      orderNumber: z.string().nullable(),
      receivedAt: z.string(),
      dueBy: day,
      overdue: z.boolean(),
    }),
  ),
})
export type AfterSalesOverview = z.infer<typeof afterSalesOverviewSchema>

/** How a ticket's remedy and returned articles read in the dashboard. */
export const ticketAfterSalesSchema = z.object({
  /** A withdrawal: when its articles should come back, its refund's due day, and what staff recorded. */
  withdrawal: z
    .object({
      returnBy: day,
      refundDueBy: day,
      returnReceived: z.object({ kind: z.enum(returnReceivedKinds), at: z.string(), by: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /** A warranty claim: its due day, the claimed order's lines to choose from, and the remedy once given. */
  claim: z
    .object({
      dueBy: day,
      lines: z.array(z.object({ id: z.string(), productName: z.string(), quantity: z.number(), paidCents: z.number() })),
      remedy: z
        .object({
          kind: z.enum(claimRemedies),
          at: z.string(),
          by: z.string().nullable(),
          reason: z.string().nullable(),
          replacementOrder: z.object({ id: z.number(), orderNumber: z.string() }).nullable(),
          refundCents: z.number().nullable(),
        })
        .nullable(),
    })
    .nullable(),
})
export type TicketAfterSales = z.infer<typeof ticketAfterSalesSchema>
