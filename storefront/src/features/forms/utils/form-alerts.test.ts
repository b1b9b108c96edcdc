import { describe, expect, it } from 'vitest'

import { formMessages, legalContactFormSchema } from '@shop/domain/forms'

import { fieldErrors } from '../../../lib/form-errors'
import { firstAlert } from './form-alerts'

const errorsOf = (values: object) => {
  const parsed = legalContactFormSchema.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('firstAlert', () => {
  const tooLong = { name: 'Camille', email: 'camille@example.fr', subject: 'other', message: 'x'.repeat(501), consent: false }

  it('puts the required fields first, whatever field comes before them', () => {
    expect(firstAlert(errorsOf({ ...tooLong, email: 'pas-un-email', name: '' }), ['consent', 'message'])).toBe(formMessages.required)
  })

  it("then follows the form's own order of checks", () => {
    expect(firstAlert(errorsOf(tooLong), ['consent', 'message'])).toBe(formMessages.dataConsent)
    expect(firstAlert(errorsOf(tooLong), ['message', 'consent'])).toBe(formMessages.messageTooLong)
  })

  it('is null when nothing is refused', () => {
    expect(firstAlert({})).toBeNull()
  })
})
