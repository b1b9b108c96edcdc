import * as z from 'zod'

import './zod-french.ts'

/**
 * Staff type prices in euros (15, 19.99); every computation happens in integer cents so that
 * totals never drift by floating-point error.
 */
export const euroAmountSchema = z
  .number({ error: 'Le prix doit être un nombre.' })
  .min(0, { error: 'Le prix ne peut pas être négatif.' })
  .max(10_000, { error: 'Le prix ne peut pas dépasser 10 000 €.' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'Le prix ne peut pas avoir plus de deux décimales.',
  })

/**
 * Shape of the CMS `pricing` global (spec catalogue-and-content §9), in euros as staff type them.
 * The same schema validates the admin form, the seed and the storefront's reading of the API.
 */
const protectionPricesSchema = z.object({
  hdTpu: euroAmountSchema,
  blueLight: euroAmountSchema,
  antiSpy: euroAmountSchema,
})

const withBackOptionsSchema = protectionPricesSchema.extend({
  backIntegral: euroAmountSchema,
  backIntegralPhoto: euroAmountSchema,
})

export const pricingMessages = {
  packTypeRequired: "L'identifiant du pack est requis.",
  packLabelRequired: 'Le libellé du pack est requis.',
  packQuantityInvalid: "Le nombre de protections d'un pack doit être un entier d'au moins 1.",
  packDescriptionRequired: 'La description du pack est requise.',
  packFeatureRequired: 'Un point fort ne peut pas être vide.',
  packsRequired: 'Il faut au moins un pack montre.',
  invalidTable: 'Tarifs invalides.',
} as const

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message })

export const watchPackSchema = z.object({
  type: requiredText(pricingMessages.packTypeRequired),
  label: requiredText(pricingMessages.packLabelRequired),
  quantity: z
    .number({ error: pricingMessages.packQuantityInvalid })
    .int({ error: pricingMessages.packQuantityInvalid })
    .min(1, { error: pricingMessages.packQuantityInvalid }),
  price: euroAmountSchema,
  description: requiredText(pricingMessages.packDescriptionRequired),
  features: z.array(z.object({ feature: requiredText(pricingMessages.packFeatureRequired) })),
})

export const pricingSchema = z.object({
  phone: withBackOptionsSchema,
  tablet: withBackOptionsSchema,
  laptop: protectionPricesSchema,
  console: z.object({
    hd: euroAmountSchema,
    blueLight: euroAmountSchema,
    backBasic: euroAmountSchema,
    backPhoto: euroAmountSchema,
    consoleBase: euroAmountSchema,
    controllerBase: euroAmountSchema,
  }),
  watchPacks: z.array(watchPackSchema, { error: pricingMessages.packsRequired }).min(1, { error: pricingMessages.packsRequired }),
  car: z.object({ hdTpu: euroAmountSchema }),
})
export type Pricing = z.infer<typeof pricingSchema>

/** A price on sale now (@shop/domain/sales `SaleOffer`), as the catalogue answers it. */
const saleOfferSchema = z.object({
  field: z.string(),
  model: z.string().nullable(),
  percent: z.number().int(),
  cents: z.number().int(),
  referenceCents: z.number().int().nullable(),
  until: z.string().nullable(),
})

/** The price table with the prices on sale now: what GET /api/catalogue-pricing answers. */
export const priceListSchema = pricingSchema.extend({ offers: z.array(saleOfferSchema) })
export type PriceList = z.infer<typeof priceListSchema>
export type WatchPack = z.infer<typeof watchPackSchema>

/** The price table of the spec, used to seed the global and as the reference in tests. */
export const specPricing: Pricing = {
  phone: { hdTpu: 15, blueLight: 20, antiSpy: 20, backIntegral: 5, backIntegralPhoto: 10 },
  tablet: { hdTpu: 20, blueLight: 25, antiSpy: 25, backIntegral: 10, backIntegralPhoto: 15 },
  laptop: { hdTpu: 20, blueLight: 25, antiSpy: 25 },
  console: { hd: 15, blueLight: 20, backBasic: 5, backPhoto: 10, consoleBase: 15, controllerBase: 20 },
  watchPacks: [
    {
      type: 'pack-6',
      label: 'Pack de 6 protections',
      quantity: 6,
      price: 15,
      description: '6 films hydrogel HD pour votre montre, soit 2,50 € la protection.',
      features: [{ feature: 'Hydrogel HD TPU auto-cicatrisant' }, { feature: 'Couverture bord à bord' }, { feature: 'Kit de pose inclus' }],
    },
  ],
  car: { hdTpu: 20 },
}
