import type { CollectionConfig } from 'payload'

import { faqCategories } from '@shop/domain/catalogue'

import { draftsVersions, publicContentAccess } from '../catalogueDefaults.ts'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Question (FAQ)', plural: 'FAQ' },
  access: publicContentAccess,
  admin: {
    group: 'Contenu',
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'position', '_status'],
    listSearchableFields: ['question', 'answer'],
  },
  defaultSort: 'position',
  fields: [
    { name: 'question', label: 'Question', type: 'text', required: true, maxLength: 300 },
    { name: 'answer', label: 'Réponse', type: 'textarea', required: true, maxLength: 3000 },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          label: 'Catégorie',
          type: 'select',
          required: true,
          index: true,
          options: faqCategories.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'position',
          label: 'Ordre',
          type: 'number',
          required: true,
          defaultValue: 0,
          index: true,
          admin: { step: 1 },
        },
      ],
    },
  ],
  versions: draftsVersions,
}
