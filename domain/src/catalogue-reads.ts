import * as z from 'zod'

import './zod-french.ts'

import { consoleKinds, protectionIds } from './catalogue.ts'

/** Texts of the catalogue read API. */
export const catalogueReadMessages = {
  unknownCategory: 'Catégorie inconnue.',
  unknownModel: 'Modèle introuvable',
  invalidPage: 'Le numéro de page doit être un entier positif.',
  invalidLimit: 'Le nombre de modèles par page doit être compris entre 1 et 50.',
  invalidSort: 'Tri inconnu.',
  invalidKind: 'Type de produit inconnu.',
  kindOnlyForConsoles: "Le type (console ou manette) ne s'applique qu'aux consoles.",
  tooLong: 'La recherche ne peut pas dépasser 100 caractères.',
  invalidBrand: 'Marque invalide.',
  invalidSearch: 'Recherche invalide.',
} as const

export const catalogueSorts = ['recent', 'price-low', 'price-high', 'brand', 'screen-size'] as const
export type CatalogueSort = (typeof catalogueSorts)[number]

const positiveInt = (message: string, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message })

/** Query string of GET /api/catalogue/:category (the storefront's category pages). */
export const catalogueQuerySchema = z.object({
  page: positiveInt(catalogueReadMessages.invalidPage, 10_000).default(1),
  limit: positiveInt(catalogueReadMessages.invalidLimit, 50).default(20),
  brand: z
    .string({ error: catalogueReadMessages.invalidBrand })
    .trim()
    .max(60, { error: catalogueReadMessages.invalidBrand })
    .optional()
    .transform((brand) => brand || undefined),
  q: z
    .string({ error: catalogueReadMessages.invalidSearch })
    .trim()
    .max(100, { error: catalogueReadMessages.tooLong })
    .optional()
    .transform((q) => q || undefined),
  sort: z.enum(catalogueSorts, { error: catalogueReadMessages.invalidSort }).default('recent'),
  kind: z.enum(consoleKinds, { error: catalogueReadMessages.invalidKind }).optional(),
})
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>

const cardImageSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  /** `url width` pairs, smallest first, for the `srcset` attribute. */
  srcset: z.string(),
})
export type CardImage = z.infer<typeof cardImageSchema>

const protectionOfferSchema = z.object({ id: z.enum(protectionIds), name: z.string(), priceCents: z.number() })

/** What a model card shows; the fields after `popular` exist in the categories that have them. */
const catalogueCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number(),
  image: cardImageSchema.nullable(),
  popular: z.boolean(),
  /** Lowest and highest price a configuration of this model can start at, in cents. */
  fromCents: z.number(),
  toCents: z.number(),
  protections: z.array(protectionOfferSchema).optional(),
  size: z.string().nullable().optional(),
  kind: z.enum(consoleKinds).optional(),
  sizes: z.array(z.number()).optional(),
  screenSize: z.string().nullable().optional(),
})
export type CatalogueCard = z.infer<typeof catalogueCardSchema>

export const cataloguePageSchema = z.object({
  docs: z.array(catalogueCardSchema),
  page: z.number(),
  limit: z.number(),
  totalDocs: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  /** Brands present in the whole category (for the filter), alphabetical. */
  brands: z.array(z.string()),
})
export type CataloguePage = z.infer<typeof cataloguePageSchema>

export const catalogueModelSchema = catalogueCardSchema.extend({ description: z.string() })
export type CatalogueModel = z.infer<typeof catalogueModelSchema>
