/** Money in integer cents (no library: every page's first download uses it). */
import { onFirstUse } from './first-use.ts'

export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

const euroFormat = onFirstUse(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }))

/** 1500 → '15,00 €' (French grouping and spacing). */
export function formatCents(cents: number): string {
  return euroFormat().format(cents / 100)
}
