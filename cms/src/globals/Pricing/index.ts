import type { Field, GlobalConfig } from 'payload'

import { watchPackSchema } from '@shop/domain/pricing'

import { anyone } from '../../access/anyone.ts'
import { adminsOnly } from '../../access/adminsOnly.ts'
import { globalInvalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { priceField } from '../../fields/price.ts'
import { zodRule } from '../../fields/zod-rule.ts'
import { recordPriceChanges } from './hooks/recordPriceChanges.ts'
import { validatePricing } from './hooks/validatePricing.ts'

const pack = watchPackSchema.shape

const protectionPrices: Field[] = [
  priceField('hdTpu', 'Hydrogel HD TPU'),
  priceField('blueLight', 'Blue Light TPU'),
  priceField('antiSpy', 'Anti-espion TPU'),
]

const backOptionPrices: Field[] = [
  priceField('backIntegral', 'Protection arrière intégrale'),
  priceField('backIntegralPhoto', 'Protection arrière avec photo'),
]

/** Every price of the shop (spec catalogue-and-content §9); checkout prices lines from here. */
export const Pricing: GlobalConfig = {
  slug: 'pricing',
  label: 'Tarifs',
  access: { read: anyone, update: adminsOnly },
  admin: { group: 'Catalogue' },
  // Prices are part of every catalogue answer: a saved price is served at the next read, and kept
  // in the price history the reference prices of sales are computed from.
  hooks: { beforeChange: [validatePricing], afterChange: [recordPriceChanges, ...globalInvalidatesCatalogue('pricing')] },
  fields: [
    {
      name: 'phone',
      label: 'Téléphones',
      type: 'group',
      fields: [{ type: 'row', fields: [...protectionPrices, ...backOptionPrices] }],
    },
    {
      name: 'tablet',
      label: 'Tablettes',
      type: 'group',
      fields: [{ type: 'row', fields: [...protectionPrices, ...backOptionPrices] }],
    },
    {
      name: 'laptop',
      label: 'Ordinateurs portables',
      type: 'group',
      fields: [{ type: 'row', fields: protectionPrices }],
    },
    {
      name: 'console',
      label: 'Consoles et manettes',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            priceField('hd', 'Protection HD'),
            priceField('blueLight', 'Protection Blue Light'),
            priceField('backBasic', 'Dos simple'),
            priceField('backPhoto', 'Dos avec photo'),
          ],
        },
        {
          type: 'row',
          fields: [priceField('consoleBase', 'Prix de base console'), priceField('controllerBase', 'Prix de base manette')],
        },
      ],
    },
    {
      name: 'watchPacks',
      label: 'Packs montres',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Pack', plural: 'Packs' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'type', label: 'Identifiant', type: 'text', required: true, validate: zodRule(pack.type) },
            { name: 'label', label: 'Libellé', type: 'text', required: true, validate: zodRule(pack.label) },
            {
              name: 'quantity',
              label: 'Protections par pack',
              type: 'number',
              required: true,
              min: 1,
              admin: { step: 1 },
              validate: zodRule(pack.quantity),
            },
            priceField('price', 'Prix du pack'),
          ],
        },
        // Not `required`: that would make the column NOT NULL; the rule refuses an empty one all the same.
        { name: 'description', label: 'Description', type: 'textarea', validate: zodRule(pack.description) },
        {
          name: 'features',
          label: 'Points forts',
          type: 'array',
          fields: [
            {
              name: 'feature',
              label: 'Point fort',
              type: 'text',
              required: true,
              validate: zodRule(pack.features.element.shape.feature),
            },
          ],
        },
      ],
    },
    {
      name: 'car',
      label: 'Écrans auto',
      type: 'group',
      fields: [priceField('hdTpu', 'Hydrogel HD TPU')],
    },
  ],
}
