import type { NumberField } from 'payload'

import { euroAmountSchema } from '@shop/domain/pricing'

import { zodRule } from './zod-rule.ts'

/** A price in euros as staff type it; the rule is the one the storefront and checkout use. */
export function priceField(name: string, label: string): NumberField {
  return {
    name,
    label: `${label} (€)`,
    type: 'number',
    required: true,
    min: 0,
    admin: { step: 0.01 },
    validate: zodRule(euroAmountSchema),
  }
}
