/** Money in integer cents (no dependency: every page's first download uses it). */
export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** 1500 → '15,00 €' (French grouping and spacing). */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100)
}
