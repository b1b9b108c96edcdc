import * as z from 'zod'

import './zod-french.ts'

import { catalogueReadMessages } from './catalogue-reads.ts'

export const searchCategories = ['all', 'phones', 'tablets', 'watches', 'consoles', 'computers', 'auto'] as const
export type SearchCategory = (typeof searchCategories)[number]

export const searchMessages = {
  // One text for both search boxes: the header search and a category's own filter.
  queryTooLong: catalogueReadMessages.tooLong,
  unknownCategory: 'Catégorie de recherche inconnue.',
  noResult: 'Aucun résultat trouvé',
  invalidSearch: catalogueReadMessages.invalidSearch,
} as const

/** A query string's parameter as the search reads it: repeated (an array) or empty, it is absent. */
const single = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** Query string of GET /api/search; an empty query is valid and finds nothing (spec core §5). */
export const searchQuerySchema = z.object({
  q: z.preprocess(
    single,
    z
      .string()
      .trim()
      .max(100, { error: searchMessages.queryTooLong })
      // PostgreSQL text cannot hold a NUL character: the query would fail there, as a 500.
      .refine((q) => !q.includes('\u0000'), { error: searchMessages.invalidSearch })
      .default(''),
  ),
  category: z.preprocess(single, z.enum(searchCategories, { error: searchMessages.unknownCategory }).default('all')),
})

const searchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(searchCategories),
  categoryPath: z.string(),
  price: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  compatibility: z.array(z.string()),
})
export type SearchResult = z.infer<typeof searchResultSchema>

export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) })

/** The searches staff suggest before typing, as the site-settings global answers them. */
export const popularSearchesAnswerSchema = z.object({
  popularSearches: z.array(z.object({ query: z.string() })).nullish(),
})
