import { ValidationError, type GlobalBeforeChangeHook } from 'payload'

import { pricingSchema } from '@shop/domain/pricing'

/**
 * The whole table checked with the schema every reader of it uses (catalogue, quote, checkout,
 * storefront), after Payload's field rules: what passes here can always be served.
 */
export const validatePricing: GlobalBeforeChangeHook = ({ data, req }) => {
  const result = pricingSchema.safeParse(data)
  if (result.success) return data
  throw new ValidationError(
    {
      global: 'pricing',
      errors: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      req,
    },
    req.t,
  )
}
