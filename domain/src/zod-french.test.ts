import { describe, expect, it } from 'vitest'
import type * as z from 'zod'

import { authMessages, authValidationBodySchema, confirmResetBodySchema } from './auth.ts'
import { cartQuoteBodySchema } from './cart.ts'
import { catalogueQuerySchema } from './catalogue-reads.ts'
import { pricingSchema } from './pricing.ts'
import { clientManagementBodySchema, profileDataSchema, updateProfileBodySchema } from './profile.ts'
import { searchQuerySchema } from './search.ts'

const english = /\b(invalid|expected|received|too (small|big)|unrecognized|required|must)\b/i

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

/** Shapes a hostile or careless client sends: wrong types, nulls, arrays, oversize text. */
const junk: unknown[] = [null, 42, 'texte', [], [1, 2], { action: 7 }, { action: 'login', email: ['a'], password: {} }, { items: 'x' }]

const inputSchemas: Record<string, z.ZodType> = {
  authValidationBodySchema,
  confirmResetBodySchema,
  cartQuoteBodySchema,
  catalogueQuerySchema,
  searchQuerySchema,
  clientManagementBodySchema,
  updateProfileBodySchema,
  profileDataSchema,
  pricingSchema,
}

describe('what the input schemas tell a person is French', () => {
  for (const [name, schema] of Object.entries(inputSchemas)) {
    it(`${name}: no English text for wrong types and shapes`, () => {
      for (const value of junk) {
        for (const message of messages(schema, value)) expect(message).not.toMatch(english)
      }
    })
  }

  it('a reset token that is too short says the link is invalid', () => {
    expect(messages(confirmResetBodySchema, { action: 'confirm_reset', token: 'court', newPassword: 'un-mot-de-passe' })).toEqual([
      authMessages.resetTokenInvalid,
    ])
  })

  it('a profile field over its length names the limit', () => {
    const profile = { name: 'Marie Curie', email: 'marie@example.fr', address: '1 rue X', city: 'x'.repeat(101), postal_code: '75001' }
    expect(messages(profileDataSchema, profile)).toEqual(['Ce champ ne peut pas dépasser 100 caractères'])
  })
})
