/**
 * The reference of an announced price reduction (Code de la consommation L112-1-1): the lowest
 * price applied during the 30 days before the reduction; for a progressive reduction (reductions
 * that follow one another without a return to the usual price), the price before the first one.
 * Computed from the history of the prices the shop applied, never typed by staff.
 */

const referenceWindowDays = 30

/** A price the shop applied from `from` until the next entry of the history. */
export type AppliedPrice = { from: Date; cents: number; onSale: boolean }

const dayMs = 24 * 60 * 60 * 1000

function chronological(history: readonly AppliedPrice[]): AppliedPrice[] {
  return [...history].sort((a, b) => a.from.getTime() - b.from.getTime())
}

/** The price applied at `now`, or null before the first one. */
export function appliedPriceAt(history: readonly AppliedPrice[], now: Date): AppliedPrice | null {
  return chronological(history).findLast((entry) => entry.from <= now) ?? null
}

/**
 * The reference price, in cents, of the reduction in force at `now`; null when no reduction is,
 * or when nothing was sold before it (a reduction cannot then be announced).
 */
export function referencePriceCents(history: readonly AppliedPrice[], now: Date): number | null {
  const entries = chronological(history).filter((entry) => entry.from <= now)
  let first = entries.length - 1
  if (first < 0 || !entries[first]!.onSale) return null
  // A progressive reduction counts from its first step.
  while (first > 0 && entries[first - 1]!.onSale) first -= 1
  const reductionStart = entries[first]!.from
  const windowStart = new Date(reductionStart.getTime() - referenceWindowDays * dayMs)
  const before = entries.slice(0, first).filter((entry, index) => {
    const until = entries[index + 1]?.from ?? reductionStart
    return until > windowStart
  })
  if (before.length === 0) return null
  return Math.min(...before.map((entry) => entry.cents))
}
