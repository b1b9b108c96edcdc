import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'
import { promotionManagers } from '../../access/promotionManagers.ts'

/**
 * Every price staff saved in the price table, with when it applied (globals/Pricing records it
 * with the save): with the sales' runs, the history the reference prices are computed from.
 * Written by the shop only, never edited: a history one could rewrite would prove nothing.
 */
export const PriceChanges: CollectionConfig = {
  slug: 'price-changes',
  labels: { singular: 'Changement de prix', plural: 'Historique des prix' },
  access: { read: promotionManagers, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Boutique', useAsTitle: 'field', defaultColumns: ['field', 'cents', 'appliedFrom'] },
  defaultSort: '-appliedFrom',
  fields: [
    { name: 'field', label: 'Prix', type: 'text', required: true, index: true, admin: { description: 'Ligne du tableau des tarifs.' } },
    { name: 'cents', label: 'Montant (centimes)', type: 'number', required: true },
    {
      name: 'appliedFrom',
      label: 'Appliqué depuis',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
