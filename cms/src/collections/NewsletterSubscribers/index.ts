import type { CollectionConfig } from 'payload'

import { newsletterStatuses, newsletterStatusLabels } from '@shop/domain/newsletter'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobody } from '../../access/nobody.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { consentProofField } from '../../fields/consent-proof.ts'

const sealed = { update: nobodyFieldAccess }
const secret = { read: nobodyFieldAccess, update: nobodyFieldAccess }

/**
 * Newsletter sign-ups (`POST /api/forms/newsletter`), double opt-in: pending until the e-mailed
 * link is opened (the token is stored hashed and expires), confirmed, or unsubscribed by the link
 * every newsletter e-mail carries. Only the shop's own routes write here; staff read the list.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Abonné à la newsletter', plural: 'Abonnés à la newsletter' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: {
    group: 'Service client',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email', 'reference'],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', required: true, unique: true, index: true, access: sealed },
        {
          name: 'status',
          label: 'Statut',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          access: sealed,
          options: newsletterStatuses.map((status) => ({ label: newsletterStatusLabels[status], value: status })),
        },
        { name: 'reference', label: 'Référence de la dernière demande', type: 'text', access: sealed, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          label: 'Confirmé le',
          type: 'date',
          access: sealed,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'unsubscribedAt',
          label: 'Désinscrit le',
          type: 'date',
          access: sealed,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    consentProofField,
    { name: 'confirmTokenHash', type: 'text', index: true, access: secret, admin: { hidden: true } },
    { name: 'confirmTokenExpiresAt', type: 'date', access: secret, admin: { hidden: true } },
  ],
}
