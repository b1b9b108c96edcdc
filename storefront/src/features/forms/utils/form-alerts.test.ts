import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod'

import { formMessages, legalContactFormSchema } from '@shop/domain/forms'

import { firstAlert } from './form-alerts'

/** The refusals the form holds, as its resolver makes them from the schema. */
const errorsOf = async (values: z.input<typeof legalContactFormSchema>) =>
  (await zodResolver(legalContactFormSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors

describe('firstAlert', () => {
  const tooLong = { name: 'Camille', email: 'camille@example.fr', subject: 'other', message: 'x'.repeat(501), consent: false }

  it('puts the required fields first, whatever field comes before them', async () => {
    expect(firstAlert(await errorsOf({ ...tooLong, email: 'pas-un-email', name: '' }), ['consent', 'message'])).toBe(formMessages.required)
  })

  it("then follows the form's own order of checks", async () => {
    expect(firstAlert(await errorsOf(tooLong), ['consent', 'message'])).toBe(formMessages.dataConsent)
    expect(firstAlert(await errorsOf(tooLong), ['message', 'consent'])).toBe(formMessages.messageTooLong)
  })

  it('is null when nothing is refused', () => {
    expect(firstAlert({})).toBeNull()
  })
})
