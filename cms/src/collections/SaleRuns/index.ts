import type { CollectionConfig } from 'payload'

import { catalogueCollectionSlugs } from '@shop/domain/catalogue'
import { saleTargetKinds } from '@shop/domain/sales'

import { nobody } from '../../access/nobody.ts'
import { promotionManagers } from '../../access/promotionManagers.ts'

/**
 * When each sale was applied, as it was then (its percent and target copied): started and ended by
 * the shop (collections/Sales/hooks/syncSales.ts), never edited, so that changing or deleting a
 * sale afterwards does not rewrite the prices the shop applied.
 */
export const SaleRuns: CollectionConfig = {
  slug: 'sale-runs',
  labels: { singular: 'Période de promotion', plural: 'Périodes de promotion appliquées' },
  access: { read: promotionManagers, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Boutique', defaultColumns: ['sale', 'percent', 'startedAt', 'endedAt'] },
  defaultSort: '-startedAt',
  fields: [
    { name: 'sale', label: 'Promotion', type: 'relationship', relationTo: 'sales', index: true },
    { name: 'percent', label: 'Remise (%)', type: 'number', required: true },
    { name: 'target', type: 'select', required: true, options: [...saleTargetKinds] },
    { name: 'protection', type: 'text' },
    { name: 'collection', type: 'select', options: [...catalogueCollectionSlugs] },
    { name: 'modelSlug', type: 'text' },
    { name: 'startedAt', label: 'Début', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endedAt', label: 'Fin', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'until', label: 'Fin annoncée', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
