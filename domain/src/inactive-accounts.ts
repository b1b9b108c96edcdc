/**
 * The privacy policy's promise on accounts nobody uses: after this long without a sign-in or an
 * order, the account is erased (anonymised, its invoices kept), once its owner was warned by
 * e-mail this many days before. Signing in again keeps it.
 */
export const inactiveAccountYears = 3
export const inactivityNoticeDays = 30

const dayMs = 24 * 60 * 60 * 1000

/** The first day the account of a warning sent at `warnedAt` may be erased. */
export function inactiveErasureFrom(warnedAt: Date): Date {
  return new Date(warnedAt.getTime() + inactivityNoticeDays * dayMs)
}
