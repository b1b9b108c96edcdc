import type { CollectionConfig } from 'payload'

import { deliveryCountries, deliveryMessages, deliveryModeCodeSchema, maxDeliveryDays } from '@shop/domain/delivery'

import { staffOnly } from '../../access/staffOnly.ts'
import { invalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { priceField } from '../../fields/price.ts'
import { zodRule } from '../../fields/zod-rule.ts'

// At least one working day: the parcel leaves on the day of the order at the earliest.
const dayCount = (name: string, label: string) =>
  ({ name, label, type: 'number', required: true, min: 1, max: maxDeliveryDays, admin: { step: 1 } }) as const

/**
 * The delivery modes the shop offers (@shop/domain/delivery): /commande lets the customer choose
 * among the active ones, the server charges the chosen one, and /livraison lists them. Staff edit
 * them here; the public reads the active ones through GET /api/catalogue-delivery-modes, never this REST
 * collection. An order keeps the name and price it was sold with.
 */
export const DeliveryModes: CollectionConfig = {
  slug: 'delivery-modes',
  labels: { singular: 'Mode de livraison', plural: 'Modes de livraison' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: {
    group: 'Boutique',
    useAsTitle: 'name',
    defaultColumns: ['name', 'price', 'minDays', 'maxDays', 'active', 'position'],
  },
  defaultSort: 'position',
  // The quote, the checkout and /livraison read them from the catalogue cache, like prices.
  hooks: invalidatesCatalogue('pricing'),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 80 },
        {
          name: 'code',
          label: 'Code',
          type: 'text',
          required: true,
          unique: true,
          maxLength: 60,
          validate: zodRule(deliveryModeCodeSchema),
          admin: { description: 'Identifiant du mode pour la commande (minuscules, chiffres, tirets), par exemple « express ».' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        priceField('price', 'Prix TTC'),
        dayCount('minDays', 'Délai minimal (jours ouvrés)'),
        {
          ...dayCount('maxDays', 'Délai maximal (jours ouvrés)'),
          validate: (value: number | null | undefined, { data }: { data: Partial<{ minDays: number | null }> }) =>
            typeof value === 'number' && value >= (data.minDays ?? 0) ? true : deliveryMessages.maxBeforeMin,
        },
      ],
    },
    {
      name: 'countries',
      label: 'Pays desservis',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['FR'],
      options: deliveryCountries.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      required: true,
      maxLength: 600,
      admin: { description: 'Affichée sur la page Livraison et retours.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'active', label: 'Actif', type: 'checkbox', defaultValue: true, index: true },
        { name: 'position', label: "Ordre d'affichage", type: 'number', required: true, defaultValue: 0, admin: { step: 1 } },
      ],
    },
  ],
}
