import type { Field } from 'payload'

import { nobodyFieldAccess } from '../access/nobodyFieldAccess.ts'

/**
 * Proof of consent (RGPD art. 7): when the sender ticked the box and the very text it showed,
 * written by the server with the submission and never changed.
 */
export const consentProofField: Field = {
  name: 'consent',
  label: 'Consentement',
  type: 'group',
  access: { update: nobodyFieldAccess },
  admin: { readOnly: true, condition: (data) => Boolean(data?.consent?.consentedAt) },
  fields: [
    { name: 'consentedAt', label: 'Donné le', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'text', label: 'Texte accepté', type: 'textarea' },
  ],
}
