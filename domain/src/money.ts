import * as z from 'zod'

/**
 * Staff type prices in euros (15, 19.99); every computation happens in integer cents so that
 * totals never drift by floating-point error.
 */
export const euroAmountSchema = z
  .number({ error: 'Le prix doit être un nombre.' })
  .min(0, { error: 'Le prix ne peut pas être négatif.' })
  .max(10_000, { error: 'Le prix ne peut pas dépasser 10 000 €.' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'Le prix ne peut pas avoir plus de deux décimales.',
  })

export function toCents(euros: number): number {
  return Math.round(euros * 100)
}

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** 1500 → '15,00 €' (French grouping and spacing). */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100)
}
