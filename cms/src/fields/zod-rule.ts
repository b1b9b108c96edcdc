import type * as z from 'zod'

/**
 * A Payload field `validate` from a domain schema: the admin shows the very message the
 * storefront and the endpoints use for the same rule.
 */
export function zodRule(schema: z.ZodType) {
  return (value: unknown): string | true => {
    const result = schema.safeParse(value ?? undefined)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Valeur invalide.')
  }
}
