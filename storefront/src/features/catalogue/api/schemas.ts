import * as z from 'zod'

import { consoleKinds } from '@shop/domain/catalogue'

/**
 * Shapes of Payload's REST answers for the catalogue collections, as the storefront reads them.
 * Fields the storefront did not `select` are optional, so one schema serves every list.
 */
const imageSizeSchema = z.object({
  url: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
})

export const mediaSchema = z.object({
  id: z.number(),
  alt: z.string().nullish(),
  url: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  sizes: z
    .object({
      thumbnail: imageSizeSchema.nullish(),
      card: imageSizeSchema.nullish(),
      large: imageSizeSchema.nullish(),
    })
    .nullish(),
})
export type Media = z.infer<typeof mediaSchema>

export const modelSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  model: z.string().nullish(),
  year: z.number(),
  description: z.string().nullish(),
  /** A media object with depth ≥ 1; only its id with depth 0. */
  image: z.union([mediaSchema, z.number()]).nullish(),
  /** watches */
  size: z.string().nullish(),
  /** consoles */
  kind: z.enum(consoleKinds).nullish(),
  /** laptops */
  sizes: z.array(z.number()).nullish(),
  /** car-models */
  screenSize: z.string().nullish(),
})
export type CatalogueModel = z.infer<typeof modelSchema>

/** Payload's paginated list envelope. */
export function paginatedSchema<Doc extends z.ZodType>(doc: Doc) {
  return z.object({
    docs: z.array(doc),
    totalDocs: z.number(),
    limit: z.number(),
    page: z.number().nullish(),
    totalPages: z.number(),
    hasNextPage: z.boolean(),
    nextPage: z.number().nullish(),
  })
}

export const modelPageSchema = paginatedSchema(modelSchema)
export type ModelPage = z.infer<typeof modelPageSchema>
