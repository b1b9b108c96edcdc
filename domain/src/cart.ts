import * as z from 'zod'

import './zod-french.ts'

import {
  backOptionIds,
  backOptionNames,
  consoleBackIds,
  consoleBackNames,
  consoleProtectionIds,
  consoleProtectionNames,
  protectionIds,
  protectionNames,
  type ProtectionId,
} from './catalogue.ts'
import { chosenDeliverySchema, deliveryModeCodeSchema, offeredDeliverySchema } from './delivery.ts'
import { toCents } from './money.ts'
import type { Pricing } from './pricing.ts'
import { backOptionPriceCents, consoleBackPriceCents, consoleProtectionPriceCents, protectionPriceCents } from './price-rules.ts'
import { photoTokenSchema } from './uploads.ts'
import { promoCodeTypedSchema } from './promotions.ts'
import { isRowId, rowIdSchema } from './row-id.ts'

/** Texts of cart and checkout refusals. */
export const cartMessages = {
  invalidCart: 'Panier invalide',
  unknownProduct: "Ce produit n'est plus disponible",
  protectionNotOffered: "Cette protection n'est pas proposée pour ce modèle",
  photoRequired: 'Une photo est nécessaire pour cette personnalisation',
  sizeNotOffered: "Cette taille n'est pas proposée pour ce modèle",
  unknownPack: 'Pack inconnu',
  tooManyLines: 'Le panier ne peut pas contenir plus de 50 lignes',
  invalidQuantity: 'La quantité doit être un nombre entier entre 1 et 99',
} as const

export const maxCartLines = 50
export const maxLineQuantity = 99

const productId = z
  .string({ error: cartMessages.unknownProduct })
  .trim()
  .min(1, { error: cartMessages.unknownProduct })
  .max(120, { error: cartMessages.unknownProduct })
  .regex(/^[a-z0-9-]+$/, { error: cartMessages.unknownProduct })
const quantity = z
  .number({ error: cartMessages.invalidQuantity })
  .int({ error: cartMessages.invalidQuantity })
  .min(1, { error: cartMessages.invalidQuantity })
  .max(maxLineQuantity, { error: cartMessages.invalidQuantity })
// The upload's token; a signed-in customer may also name a photo of their own by its id.
const photoId = z.union([photoTokenSchema, rowIdSchema()]).transform(String)

/**
 * What a cart line says about the product, never its price (contract: create-payment items).
 * `productId` is the model's slug.
 */
export const cartLineSchema = z
  .discriminatedUnion('category', [
    z.object({
      category: z.enum(['telephone', 'tablette']),
      productId,
      protection: z.enum(protectionIds),
      back: z.enum(backOptionIds).optional(),
      photoId: photoId.optional(),
      quantity,
    }),
    z.object({ category: z.literal('montre'), productId, pack: z.string().min(1).max(40), quantity }),
    z.object({
      category: z.literal('console'),
      productId,
      protection: z.enum(consoleProtectionIds),
      back: z.enum(consoleBackIds).optional(),
      photoId: photoId.optional(),
      quantity,
    }),
    z.object({ category: z.literal('manette'), productId, photoId, quantity }),
    z.object({
      category: z.literal('ordinateur'),
      productId,
      protection: z.enum(protectionIds),
      size: z.number().positive().max(30).optional(),
      quantity,
    }),
    z.object({ category: z.literal('ecran-auto'), productId, quantity }),
  ])
  .refine((line) => !('back' in line) || (line.back !== 'integral-photo' && line.back !== 'photo') || line.photoId, {
    error: cartMessages.photoRequired,
  })
export type CartLine = z.infer<typeof cartLineSchema>
export type CartCategory = CartLine['category']

/** How a line names its photo: by the upload's token, or by id (the signed-in caller's own photos only). */
export type PhotoRef = { token: string } | { id: number }

/** The photo a parsed line's `photoId` names: an id when it is one, else the upload's token. */
export function photoRefOf(photoId: string): PhotoRef {
  return isRowId(photoId) ? { id: Number(photoId) } : { token: photoId }
}

/**
 * What the server needs to price a line the browser stored; null for a line it cannot price
 * (an old format). The stored name, price and image are left behind: the server never reads them.
 */
export function toCartLine(item: unknown): CartLine | null {
  const parsed = cartLineSchema.safeParse(item)
  return parsed.success ? parsed.data : null
}

/**
 * POST /api/cart/quote; without `deliveryMode`, the first mode offered (delivery.ts). A promo
 * code that does not apply still gets the cart priced, with the reason in `promo`.
 */
export const cartQuoteBodySchema = z.object({
  items: z.array(cartLineSchema).min(1).max(maxCartLines, { error: cartMessages.tooManyLines }),
  deliveryMode: deliveryModeCodeSchema.optional(),
  promoCode: promoCodeTypedSchema.optional(),
})

/** One line of POST /api/cart/quote's answer: priced by the server, or why it cannot be. */
const quotedLineSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    name: z.string(),
    image: z.string().nullable(),
    quantity: z.number(),
    unitCents: z.number(),
    totalCents: z.number(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
])
export type QuotedLine = z.infer<typeof quotedLineSchema>

/** The promo code asked for: what it takes off (lines, then delivery), or why it does not apply. */
const quotedPromoSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), code: z.string(), label: z.string(), discountCents: z.number(), shippingDiscountCents: z.number() }),
  z.object({ ok: z.literal(false), code: z.string(), error: z.string() }),
])
export type QuotedPromo = z.infer<typeof quotedPromoSchema>

/**
 * The cart priced with its delivery: the mode asked for (null when the shop offers none), and
 * every mode offered with its period, for /commande to choose from. `subtotalCents` is before the
 * promo code's `discountCents`; `shippingCents` is what the delivery costs once the code applied.
 */
const cartQuoteSchema = z.object({
  lines: z.array(quotedLineSchema),
  subtotalCents: z.number(),
  discountCents: z.number(),
  shippingCents: z.number(),
  totalCents: z.number(),
  promo: quotedPromoSchema.nullable(),
  delivery: chosenDeliverySchema.nullable(),
  deliveryModes: z.array(offeredDeliverySchema),
})
export type CartQuote = z.infer<typeof cartQuoteSchema>

export const cartQuoteAnswerSchema = cartQuoteSchema.extend({ success: z.literal(true) })

/** The model facts a price depends on, as the server reads them from the CMS. */
export type PricedModel = {
  name: string
  kind?: 'console' | 'controller' | null
  protections?: readonly ProtectionId[] | null
  sizes?: readonly number[] | null
}

type PricedLine = { name: string; unitCents: number }
export type PriceResult = { ok: true; line: PricedLine } | { ok: false; error: string }

const ok = (name: string, unitCents: number): PriceResult => ({ ok: true, line: { name, unitCents } })
const refuse = (error: string): PriceResult => ({ ok: false, error })

/**
 * The unit price of one line from the CMS price table (spec catalogue-and-content §9) and the
 * model. The line's name follows spec §3: model, then protection, then back option.
 */
export function priceCartLine(line: CartLine, model: PricedModel, pricing: Pricing): PriceResult {
  switch (line.category) {
    case 'telephone':
    case 'tablette': {
      if (model.protections && !model.protections.includes(line.protection)) return refuse(cartMessages.protectionNotOffered)
      const table = line.category === 'telephone' ? pricing.phone : pricing.tablet
      const back = line.back ? backOptionPriceCents(table, line.back) : 0
      const name = [model.name, protectionNames[line.protection], line.back ? backOptionNames[line.back] : null]
      return ok(name.filter(Boolean).join(' - '), protectionPriceCents(table, line.protection) + back)
    }
    case 'montre': {
      const pack = pricing.watchPacks.find((candidate) => candidate.type === line.pack)
      return pack ? ok(`${model.name} - ${pack.label}`, toCents(pack.price)) : refuse(cartMessages.unknownPack)
    }
    case 'console': {
      if (model.kind === 'controller') return refuse(cartMessages.unknownProduct)
      const back = line.back ? consoleBackPriceCents(pricing.console, line.back) : 0
      const name = [model.name, consoleProtectionNames[line.protection], line.back ? consoleBackNames[line.back] : null]
      return ok(name.filter(Boolean).join(' - '), consoleProtectionPriceCents(pricing.console, line.protection) + back)
    }
    case 'manette':
      if (model.kind !== 'controller') return refuse(cartMessages.unknownProduct)
      return ok(`${model.name} - Skin personnalisé`, toCents(pricing.console.controllerBase))
    case 'ordinateur': {
      if (model.protections && !model.protections.includes(line.protection)) return refuse(cartMessages.protectionNotOffered)
      if (line.size !== undefined && model.sizes && !model.sizes.includes(line.size)) return refuse(cartMessages.sizeNotOffered)
      const size = line.size === undefined ? '' : ` ${String(line.size).replace('.', ',')}"`
      return ok(`${model.name}${size} - ${protectionNames[line.protection]}`, protectionPriceCents(pricing.laptop, line.protection))
    }
    case 'ecran-auto':
      return ok(`${model.name} - ${protectionNames['hd-tpu']}`, toCents(pricing.car.hdTpu))
  }
}

/** Which collection holds the model of a line, and whether it must be of a given console kind. */
export const cartCategoryCollection = {
  telephone: 'phones',
  tablette: 'tablets',
  montre: 'watches',
  console: 'consoles',
  manette: 'consoles',
  ordinateur: 'laptops',
  'ecran-auto': 'car-models',
} as const satisfies Record<CartCategory, string>
