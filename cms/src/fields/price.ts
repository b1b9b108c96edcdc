import type { NumberField } from 'payload'

import { euroAmountSchema } from '@shop/domain/pricing'

/** A price in euros as staff type it; the rule is the one the storefront and checkout use. */
export function priceField(name: string, label: string): NumberField {
  return {
    name,
    label: `${label} (€)`,
    type: 'number',
    required: true,
    min: 0,
    admin: { step: 0.01 },
    validate: (value: number | null | undefined) => {
      const result = euroAmountSchema.safeParse(value)
      return result.success ? true : (result.error.issues[0]?.message ?? 'Prix invalide.')
    },
  }
}
