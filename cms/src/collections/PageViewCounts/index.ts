import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'

/**
 * The storefront's first-party page counter (POST /api/analytics/events): one row per Paris day
 * and page, counted up in SQL. No address, no visitor identifier: counts only.
 */
export const PageViewCounts: CollectionConfig = {
  slug: 'page-view-counts',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'day', type: 'text', required: true },
    { name: 'path', type: 'text', required: true },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
    { name: 'visits', type: 'number', required: true, defaultValue: 0 },
  ],
  indexes: [{ fields: ['day', 'path'], unique: true }],
}
