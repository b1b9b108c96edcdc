import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'

/** Searched terms per Paris day (normalised), and how many of those searches found nothing. */
export const SearchTermCounts: CollectionConfig = {
  slug: 'search-term-counts',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'day', type: 'text', required: true },
    { name: 'term', type: 'text', required: true },
    { name: 'searches', type: 'number', required: true, defaultValue: 0 },
    { name: 'withoutResult', type: 'number', required: true, defaultValue: 0 },
  ],
  indexes: [{ fields: ['day', 'term'], unique: true }],
}
