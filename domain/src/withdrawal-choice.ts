/**
 * What a withdrawal covers and gives back: the customer chooses the articles, and how many of each
 * (Code de la consommation L221-18); an article printed with their photo is made to their
 * specification and excluded (L221-28, 3°). Each chosen unit brings back what was paid for it,
 * promo code share deducted; the delivery costs come back only with the whole order (L221-24),
 * since the delivery served the articles kept too. No zod here: the withdrawal page counts the
 * amount as the customer ticks, with the rule the server applies when it records the withdrawal.
 */
import { withdrawalMessages } from './withdrawal-messages.ts'

export type WithdrawableLine = { id: string; quantity: number; paidCents: number; personalised: boolean }
export type WithdrawalChoice = { id: string; quantity: number }[]
/** A line withdrawn from, as the caller described it, with the units chosen and what they bring back. */
export type WithdrawnLine<Line extends WithdrawableLine = WithdrawableLine> = { line: Line; quantity: number; refundCents: number }
export type WithdrawalCover<Line extends WithdrawableLine = WithdrawableLine> =
  { ok: true; lines: WithdrawnLine<Line>[]; refundCents: number; wholeOrder: boolean } | { ok: false; error: string }

/** What `quantity` units of a line bring back: their share of what the line was paid, to the cent. */
export function unitsRefundCents(line: Pick<WithdrawableLine, 'quantity' | 'paidCents'>, quantity: number): number {
  return Math.round((line.paidCents * quantity) / line.quantity)
}

/**
 * What refunding the whole order still owes: its total, less what refunds of withdrawals from part
 * of it already gave back (the order keeps that sum, `payment.partlyRefundedCents`).
 */
export function leftToRefundCents(order: { totalCents: number; payment?: { partlyRefundedCents?: number | null } | null }): number {
  return order.totalCents - (order.payment?.partlyRefundedCents ?? 0)
}

/** Every unit of every line that can be withdrawn from: what a withdrawal covers when nothing is chosen. */
export function everyWithdrawableUnit(lines: readonly Pick<WithdrawableLine, 'id' | 'quantity' | 'personalised'>[]): WithdrawalChoice {
  return lines.filter((line) => !line.personalised && line.quantity > 0).map(({ id, quantity }) => ({ id, quantity }))
}

/** An earlier withdrawal from the order: its units per line and their refund; null, the whole order (recorded before articles were). */
export type EarlierWithdrawal = { lineId: string; quantity: number; refundCents: number }[] | null

/**
 * What earlier withdrawals left of each line: its units not withdrawn yet, and what they were
 * paid (the line's paid amount less the earlier refunds, so that the last units bring back the
 * exact rest). A later withdrawal chooses among these; taking all of them, it completes the
 * withdrawal of the whole order, and the delivery costs come back with it.
 */
export function linesLeft<Line extends WithdrawableLine>(lines: readonly Line[], earlier: readonly EarlierWithdrawal[]): Line[] {
  if (earlier.some((withdrawal) => withdrawal === null)) return lines.map((line) => ({ ...line, quantity: 0, paidCents: 0 }))
  const taken = earlier.flatMap((withdrawal) => withdrawal ?? [])
  return lines.map((line) => {
    const gone = taken.filter((units) => units.lineId === line.id)
    return {
      ...line,
      quantity: line.quantity - gone.reduce((sum, units) => sum + units.quantity, 0),
      paidCents: line.paidCents - gone.reduce((sum, units) => sum + units.refundCents, 0),
    }
  })
}

/** The lines a choice withdraws from, each with its refund, or why the choice cannot be recorded. */
export function withdrawalCover<Line extends WithdrawableLine>(
  lines: readonly Line[],
  choice: Readonly<WithdrawalChoice>,
): WithdrawalCover<Line> {
  if (choice.length === 0) return { ok: false, error: withdrawalMessages.noLineChosen }
  if (new Set(choice.map((chosen) => chosen.id)).size !== choice.length) return { ok: false, error: withdrawalMessages.duplicateLine }
  const withdrawn: WithdrawnLine<Line>[] = []
  for (const chosen of choice) {
    const line = lines.find((candidate) => candidate.id === chosen.id)
    if (!line || line.personalised) return { ok: false, error: withdrawalMessages.unknownLine }
    if (!Number.isInteger(chosen.quantity) || chosen.quantity < 1 || chosen.quantity > line.quantity) {
      return { ok: false, error: withdrawalMessages.tooManyUnits }
    }
    withdrawn.push({ line, quantity: chosen.quantity, refundCents: unitsRefundCents(line, chosen.quantity) })
  }
  const units = (list: readonly { quantity: number }[]) => list.reduce((sum, { quantity }) => sum + quantity, 0)
  return {
    ok: true,
    lines: withdrawn,
    refundCents: withdrawn.reduce((sum, line) => sum + line.refundCents, 0),
    wholeOrder: units(withdrawn) === units(lines),
  }
}
