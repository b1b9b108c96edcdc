import type { CatalogueCollection, LegalPageSlug } from './catalogue.ts'
import type { CatalogueQuery } from './catalogue-reads.ts'
import type { ServicePageSlug } from './content.ts'
import type { FaqPage } from './content-pages.ts'

/** Spec catalogue-and-content §9: 20 models first, then 20 more each time. */
const cataloguePageSize = 20

/** What a visitor narrows a category's list with; the page's number is not part of it. */
export type CatalogueFilters = Pick<CatalogueQuery, 'sort'> & Partial<Pick<CatalogueQuery, 'brand' | 'q' | 'kind'>>

/**
 * The storefront's reads that the server can also answer while rendering a page, by kind, with
 * what picks one answer. `preview` asks for the drafts too (staff only); the server's render is
 * a visitor's, never in preview.
 */
type PageQueryParams = {
  pricing: object
  'delivery-modes': object
  model: { collection: CatalogueCollection; slug: string }
  list: { collection: CatalogueCollection; filters: CatalogueFilters }
  'category-pages': { preview: boolean }
  'service-page': { slug: ServicePageSlug; preview: boolean }
  faqs: { page: FaqPage; preview: boolean }
  'contact-details': { preview: boolean }
  'consumer-mediator': { preview: boolean }
  'legal-page': { slug: LegalPageSlug; preview: boolean }
}
export type PageQueryKind = keyof PageQueryParams
export type PageQuery<Kind extends PageQueryKind = PageQueryKind> = { [K in Kind]: { kind: K } & PageQueryParams[K] }[Kind]

/** Where the storefront's query cache keeps an answer (TanStack Query's key). */
type PageQueryKey = readonly unknown[]

/** One of our catalogue endpoints, which the server answers from its catalogue cache. */
type EndpointRead = { endpoint: string }
/** The first page of a category's list; the next ones differ only by `page`. */
type ListRead = { endpoint: string; query: CatalogueFilters & { page: number; limit: number } }

type Fields = Record<string, true>

/** A global of the CMS, read through Payload's REST API (the browser) or its Local API (the server). */
export type GlobalRead = { global: 'category-pages' | 'site-settings' | ServicePageSlug; depth: number; select?: Fields }

/** Documents of a versioned CMS collection; `where` is the condition besides being published. */
export type CollectionRead = {
  collection: 'faqs' | 'legal-pages'
  where: Record<string, { equals: string }>
  limit: number
  depth: number
  sort?: string
  select?: Fields
}

type PageReads = {
  pricing: EndpointRead
  'delivery-modes': EndpointRead
  model: EndpointRead
  list: ListRead
  'category-pages': GlobalRead
  'service-page': GlobalRead
  faqs: CollectionRead
  'contact-details': GlobalRead
  'consumer-mediator': GlobalRead
  'legal-page': CollectionRead
}

type PageQueryDeclaration<Kind extends PageQueryKind> = {
  key: (query: PageQuery<Kind>) => PageQueryKey
  read: (query: PageQuery<Kind>) => PageReads[Kind]
}

/** Each kind declared once: the browser's request, the server's read and the cache entry both fill follow from it. */
const pageQueries: { [Kind in PageQueryKind]: PageQueryDeclaration<Kind> } = {
  pricing: {
    key: () => ['pricing'],
    read: () => ({ endpoint: '/api/catalogue-pricing' }),
  },
  'delivery-modes': {
    key: () => ['delivery-modes'],
    read: () => ({ endpoint: '/api/catalogue-delivery-modes' }),
  },
  model: {
    key: ({ collection, slug }) => ['catalogue', collection, 'detail', slug],
    read: ({ collection, slug }) => ({ endpoint: `/api/catalogue/${collection}/${slug}` }),
  },
  list: {
    key: ({ collection, filters }) => ['catalogue', collection, 'list', filters],
    read: ({ collection, filters }) => ({
      endpoint: `/api/catalogue/${collection}`,
      query: { ...filters, page: 1, limit: cataloguePageSize },
    }),
  },
  'category-pages': {
    key: ({ preview }) => ['content', 'category-pages', { preview }],
    read: () => ({ global: 'category-pages', depth: 1 }),
  },
  'service-page': {
    key: ({ slug, preview }) => ['content', 'service-pages', { slug, preview }],
    // The installation guide's files come with their documents (address, type, size).
    read: ({ slug }) => ({ global: slug, depth: slug === 'installation-guide' ? 1 : 0 }),
  },
  faqs: {
    key: ({ page, preview }) => ['content', 'faqs', { page, preview }],
    read: ({ page }) => ({
      collection: 'faqs',
      where: { page: { equals: page } },
      limit: 100,
      depth: 0,
      sort: 'position',
      select: { question: true, answer: true, category: true },
    }),
  },
  'contact-details': {
    key: ({ preview }) => ['content', 'contact-details', { preview }],
    read: () => ({
      global: 'site-settings',
      depth: 0,
      select: { email: true, supportEmail: true, phone: true, address: true, hours: true, emailReplyDelay: true },
    }),
  },
  'consumer-mediator': {
    key: ({ preview }) => ['content', 'consumer-mediator', { preview }],
    read: () => ({ global: 'site-settings', depth: 0, select: { mediator: true } }),
  },
  'legal-page': {
    key: ({ slug, preview }) => ['content', 'legal-pages', slug, { preview }],
    read: ({ slug }) => ({ collection: 'legal-pages', where: { slug: { equals: slug } }, limit: 1, depth: 0 }),
  },
}

/** The one way to name a query's cache entry: its hook and the server's render both use it. */
export function pageQueryKey<Kind extends PageQueryKind>(query: PageQuery<Kind>): PageQueryKey {
  return pageQueries[query.kind].key(query)
}

/** What answers a query: the browser requests it, the server reads the same. */
export function pageRead<Kind extends PageQueryKind>(query: PageQuery<Kind>): PageReads[Kind] {
  return pageQueries[query.kind].read(query)
}

/**
 * A visitor's condition: published documents only, said explicitly (a staff member browsing the
 * shop with the admin's cookie would otherwise also get documents never published).
 */
export function publishedOnly(where: CollectionRead['where']) {
  return { and: [where, { _status: { equals: 'published' } }] }
}
