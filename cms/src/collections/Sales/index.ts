import type { CollectionConfig, Validate } from 'payload'

import { catalogueCollectionSlugs, catalogueCollections, protectionIds, protectionNames } from '@shop/domain/catalogue'
import { saleMessages, saleRules, saleTargetKinds, type SaleTargetKind } from '@shop/domain/sales'

import { promotionManagersOnly } from '../../access/promotionManagers.ts'
import { syncSalesAfterChange, syncSalesAfterDelete } from './hooks/syncSales.ts'

const targetLabels: Record<SaleTargetKind, string> = {
  protection: 'Un type de protection',
  category: 'Une catégorie',
  model: 'Un modèle',
}

type SaleData = Partial<{ target: SaleTargetKind; startsAt: string | null }>

/** A value the sale's target needs, required once that target is chosen. */
const requiredFor =
  (target: SaleTargetKind, message: string): Validate =>
  (value, { data }) =>
    (data as SaleData).target !== target || (value !== null && value !== undefined && value !== '') ? true : message

/**
 * Sale prices staff schedule: a reduction in percent on a protection type, a category or a model,
 * from one date to another. The shop applies it at its start and takes it off at its end
 * (collections/SaleRuns records when), and computes the reference price the law asks for from
 * the prices it applied (@shop/domain/sales): staff never type it. Every save is a version.
 */
export const Sales: CollectionConfig = {
  slug: 'sales',
  labels: { singular: 'Promotion', plural: 'Promotions' },
  access: promotionManagersOnly,
  admin: {
    group: 'Boutique',
    useAsTitle: 'name',
    defaultColumns: ['name', 'percent', 'target', 'startsAt', 'endsAt', 'active'],
    description: 'Le prix barré affiché est calculé par la boutique : le plus bas des 30 jours avant la promotion.',
  },
  versions: { maxPerDoc: 100 },
  hooks: { afterChange: [syncSalesAfterChange], afterDelete: [syncSalesAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 120, admin: { description: 'Jamais montré aux clients.' } },
        {
          name: 'percent',
          label: 'Remise (%)',
          type: 'number',
          required: true,
          min: saleRules.minPercent,
          max: saleRules.maxPercent,
          validate: (value: number | null | undefined) =>
            Number.isInteger(value) && value! >= saleRules.minPercent && value! <= saleRules.maxPercent
              ? true
              : saleMessages.percentInvalid,
          admin: { step: 1 },
        },
        { name: 'active', label: 'Active', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'target',
          label: "S'applique à",
          type: 'select',
          required: true,
          defaultValue: 'category',
          options: saleTargetKinds.map((kind) => ({ value: kind, label: targetLabels[kind] })),
        },
        {
          name: 'protection',
          label: 'Type de protection',
          type: 'select',
          options: protectionIds.map((id) => ({ value: id, label: protectionNames[id] })),
          validate: requiredFor('protection', saleMessages.protectionRequired),
          admin: { condition: (data) => data.target === 'protection' },
        },
        {
          name: 'category',
          label: 'Catégorie',
          type: 'select',
          options: catalogueCollectionSlugs.map((slug) => ({ value: slug, label: catalogueCollections[slug].label })),
          validate: requiredFor('category', saleMessages.categoryRequired),
          admin: { condition: (data) => data.target === 'category' },
        },
        {
          name: 'model',
          label: 'Modèle',
          type: 'relationship',
          relationTo: [...catalogueCollectionSlugs],
          validate: requiredFor('model', saleMessages.modelRequired),
          admin: { condition: (data) => data.target === 'model' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          label: 'Début',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Heure de Paris.' },
        },
        {
          name: 'endsAt',
          label: 'Fin',
          type: 'date',
          required: true,
          index: true,
          validate: (value: Date | string | null | undefined, { data }: { data: SaleData }) =>
            !value || !data.startsAt || new Date(value) > new Date(data.startsAt) ? true : saleMessages.endBeforeStart,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Heure de Paris. Annoncée aux clients avec le prix.' },
        },
      ],
    },
    { name: 'note', label: 'Note interne', type: 'textarea', maxLength: 1000, admin: { description: 'Jamais montrée aux clients.' } },
  ],
}
