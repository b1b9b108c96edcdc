import type { CollectionConfig, NumberFieldSingleValidation } from 'payload'

import { protectionIds, protectionNames } from '@shop/domain/catalogue'
import { lineCategoryLabels } from '@shop/domain/dashboard'
import {
  normalisePromoCode,
  promoAmountSchema,
  promoCodeInputSchema,
  promoCodeKinds,
  promoPercentSchema,
  type PromoCodeKind,
} from '@shop/domain/promotions'

import { promotionManagersOnly } from '../../access/promotionManagers.ts'
import { invalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { priceField } from '../../fields/price.ts'
import { zodRule } from '../../fields/zod-rule.ts'

const kindLabels: Record<PromoCodeKind, string> = {
  percentage: 'Pourcentage',
  fixed: 'Montant fixe (€)',
  'free-delivery': 'Livraison offerte',
}

type PromoCodeData = Partial<{ kind: PromoCodeKind; validFrom: string | null }>

/** A number the code's kind needs, checked by `rule` once given; ignored for the other kinds. */
const requiredFor =
  (kind: PromoCodeKind, message: string, rule: (value: number) => string | true): NumberFieldSingleValidation =>
  (value, { data }) => {
    if ((data as PromoCodeData).kind !== kind) return true
    return typeof value === 'number' ? rule(value) : message
  }

const useCount = (name: string, label: string, description: string) =>
  ({ name, label, type: 'number', min: 1, admin: { step: 1, description } }) as const

/**
 * Promo codes shoppers type in the cart or at /commande (@shop/domain/promotions decides whether a
 * code applies and what it takes off). Staff who manage promotions edit them here; every save is
 * a version. A code is stored in upper case, so that shoppers may type it in any case. Its uses
 * are its orders (checkout/), counted when the order is placed.
 */
export const PromoCodes: CollectionConfig = {
  slug: 'promo-codes',
  labels: { singular: 'Code promo', plural: 'Codes promo' },
  access: promotionManagersOnly,
  admin: {
    group: 'Boutique',
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'validFrom', 'validUntil', 'active'],
  },
  versions: { maxPerDoc: 100 },
  // Quotes read the active codes from memory (promotions/promo-codes.ts): a save drops that copy on every instance.
  hooks: invalidatesCatalogue('pricing'),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          label: 'Code',
          type: 'text',
          required: true,
          unique: true,
          maxLength: 40,
          validate: zodRule(promoCodeInputSchema),
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalisePromoCode(value) : value)] },
          admin: { description: 'Lettres, chiffres et tirets ; le client peut le taper en minuscules.' },
        },
        { name: 'active', label: 'Actif', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Type de remise',
          type: 'select',
          required: true,
          defaultValue: 'percentage',
          options: promoCodeKinds.map((kind) => ({ value: kind, label: kindLabels[kind] })),
        },
        {
          name: 'percent',
          label: 'Remise (%)',
          type: 'number',
          min: 1,
          max: 100,
          validate: requiredFor('percentage', 'Indiquez le pourcentage de la remise.', zodRule(promoPercentSchema)),
          admin: { step: 1, condition: (data) => data.kind === 'percentage' },
        },
        {
          name: 'amount',
          label: 'Montant de la remise TTC (€)',
          type: 'number',
          min: 0.01,
          validate: requiredFor('fixed', 'Indiquez le montant de la remise.', zodRule(promoAmountSchema)),
          admin: { step: 0.01, condition: (data) => data.kind === 'fixed' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'categories',
          label: 'Catégories',
          type: 'select',
          hasMany: true,
          options: Object.entries(lineCategoryLabels).map(([value, label]) => ({ value, label })),
          admin: { description: 'Vide : toutes les catégories.' },
        },
        {
          name: 'protections',
          label: 'Types de protection',
          type: 'select',
          hasMany: true,
          options: protectionIds.map((id) => ({ value: id, label: protectionNames[id] })),
          admin: { description: 'Vide : tous les types.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          label: 'Valable à partir du',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Heure de Paris. Vide : dès maintenant.' },
        },
        {
          name: 'validUntil',
          label: "Valable jusqu'au",
          type: 'date',
          validate: (value: Date | string | null | undefined, { data }: { data: PromoCodeData }) =>
            !value || !data.validFrom || new Date(value) > new Date(data.validFrom) ? true : 'La fin de validité doit suivre son début.',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Heure de Paris. Vide : sans fin.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { ...priceField('minimumAmount', "Minimum d'achats TTC"), defaultValue: 0 },
        useCount('maxUses', 'Utilisations au total', 'Vide : sans limite.'),
        useCount('maxUsesPerCustomer', 'Utilisations par client', 'Vide : sans limite. Limité : réservé aux clients connectés.'),
      ],
    },
    { name: 'note', label: 'Note interne', type: 'textarea', maxLength: 1000, admin: { description: 'Jamais montrée aux clients.' } },
  ],
}
