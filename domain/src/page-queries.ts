import { legalPageSlugs, type CatalogueCollection, type LegalPageSlug } from './catalogue.ts'
import type { CatalogueQuery } from './catalogue-reads.ts'
import { faqPages, servicePageSlugs, type FaqPage, type ServicePageSlug } from './content-pages.ts'

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
  /** The footer's links to the shop's social accounts: on every page. */
  'social-links': { preview: boolean }
  /** The searches staff suggest before one types. */
  'popular-searches': { preview: boolean }
  /** The customers' published reviews (./reviews.ts), from the orders rather than the CMS texts. */
  reviews: object
  /** What the storefront's fixed places promise (warranty, reply delay, payment methods): with the footer, on every page. */
  'shop-promises': { preview: boolean }
}
export type PageQueryKind = keyof PageQueryParams
export type PageQuery<Kind extends PageQueryKind = PageQueryKind> = { [K in Kind]: { kind: K } & PageQueryParams[K] }[Kind]

/** The CMS's texts, as opposed to the catalogue's models and prices. */
const contentKinds = [
  'category-pages',
  'service-page',
  'faqs',
  'contact-details',
  'consumer-mediator',
  'legal-page',
  'social-links',
  'popular-searches',
  'shop-promises',
] as const satisfies readonly PageQueryKind[]
export type ContentKind = (typeof contentKinds)[number]
export type ContentQuery = PageQuery<ContentKind>

/** Where the storefront's query cache keeps an answer (TanStack Query's key). */
type PageQueryKey = readonly unknown[]

/** One of our catalogue endpoints, which the server answers from its catalogue cache. */
type EndpointRead = { endpoint: string }
/** The first page of a category's list; the next ones differ only by `page`. */
type ListRead = { endpoint: string; query: CatalogueFilters & { page: number; limit: number } }

type Fields = Record<string, true>

/** A global of the CMS, read through Payload's REST API (staff in preview) or its Local API (the server). */
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

/** Where the CMS keeps a kind of text. */
type ContentSources = {
  'category-pages': GlobalRead
  'service-page': GlobalRead
  faqs: CollectionRead
  'contact-details': GlobalRead
  'consumer-mediator': GlobalRead
  'legal-page': CollectionRead
  'social-links': GlobalRead
  'popular-searches': GlobalRead
  'shop-promises': GlobalRead
}

/**
 * How the browser asks: the catalogue through its endpoints; a text through ours as well
 * (`/api/page-content/…`, answered from the server's cache), or, in preview, through Payload's
 * REST API with the drafts.
 */
type PageReads = {
  pricing: EndpointRead
  'delivery-modes': EndpointRead
  reviews: EndpointRead
  model: EndpointRead
  list: ListRead
} & { [Kind in ContentKind]: EndpointRead | ContentSources[Kind] }

type CatalogueKind = Exclude<PageQueryKind, ContentKind>

type CatalogueQueryDeclaration<Kind extends CatalogueKind> = {
  key: (query: PageQuery<Kind>) => PageQueryKey
  read: (query: PageQuery<Kind>) => PageReads[Kind]
}

type ContentQueryDeclaration<Kind extends ContentKind> = {
  key: (query: PageQuery<Kind>) => PageQueryKey
  source: (query: PageQuery<Kind>) => ContentSources[Kind]
  /** What tells one answer of the kind from another in its address, if anything does. */
  param?: (query: PageQuery<Kind>) => string
}

/**
 * Each kind declared once: the browser's request, the server's read and the cache entry both
 * fill follow from it. The catalogue's kinds first, then the texts.
 */
const catalogueQueries: { [Kind in CatalogueKind]: CatalogueQueryDeclaration<Kind> } = {
  pricing: {
    key: () => ['pricing'],
    read: () => ({ endpoint: '/api/catalogue-pricing' }),
  },
  'delivery-modes': {
    key: () => ['delivery-modes'],
    read: () => ({ endpoint: '/api/catalogue-delivery-modes' }),
  },
  reviews: {
    key: () => ['reviews'],
    read: () => ({ endpoint: '/api/reviews' }),
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
}

const contentQueries: { [Kind in ContentKind]: ContentQueryDeclaration<Kind> } = {
  'category-pages': {
    key: ({ preview }) => ['content', 'category-pages', { preview }],
    source: () => ({ global: 'category-pages', depth: 1 }),
  },
  'service-page': {
    key: ({ slug, preview }) => ['content', 'service-pages', { slug, preview }],
    // The installation guide's files come with their documents (address, type, size).
    source: ({ slug }) => ({ global: slug, depth: slug === 'installation-guide' ? 1 : 0 }),
    param: ({ slug }) => slug,
  },
  faqs: {
    key: ({ page, preview }) => ['content', 'faqs', { page, preview }],
    param: ({ page }) => page,
    source: ({ page }) => ({
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
    source: () => ({
      global: 'site-settings',
      depth: 0,
      select: { email: true, supportEmail: true, phone: true, address: true, hours: true, emailReplyDelay: true, paymentMethods: true },
    }),
  },
  'consumer-mediator': {
    key: ({ preview }) => ['content', 'consumer-mediator', { preview }],
    source: () => ({ global: 'site-settings', depth: 0, select: { mediator: true } }),
  },
  'legal-page': {
    key: ({ slug, preview }) => ['content', 'legal-pages', slug, { preview }],
    source: ({ slug }) => ({ collection: 'legal-pages', where: { slug: { equals: slug } }, limit: 1, depth: 0 }),
    param: ({ slug }) => slug,
  },
  'social-links': {
    key: ({ preview }) => ['content', 'social-links', { preview }],
    source: () => ({ global: 'site-settings', depth: 0, select: { social: true } }),
  },
  'popular-searches': {
    key: ({ preview }) => ['content', 'popular-searches', { preview }],
    source: () => ({ global: 'site-settings', depth: 0, select: { popularSearches: true } }),
  },
  'shop-promises': {
    key: ({ preview }) => ['content', 'shop-promises', { preview }],
    source: () => ({
      global: 'site-settings',
      depth: 0,
      select: { warrantyDays: true, emailReplyDelay: true, paymentMethods: true, phone: true },
    }),
  },
}

// One declaration per kind, called with a query of that kind: the tables are indexed by the
// query's own kind, which TypeScript cannot follow through the union.
type ForAnyQuery<Query, Answer> = (query: Query) => Answer
const catalogueDeclaration = (kind: CatalogueKind) => catalogueQueries[kind] as unknown as CatalogueQueryDeclaration<CatalogueKind>
const contentDeclaration = (kind: ContentKind) => contentQueries[kind] as unknown as ContentQueryDeclaration<ContentKind>

export const isContentQuery = (query: PageQuery): query is ContentQuery => (contentKinds as readonly string[]).includes(query.kind)

/** The one way to name a query's cache entry: its hook and the server's render both use it. */
export function pageQueryKey(query: PageQuery): PageQueryKey {
  const { key } = isContentQuery(query) ? contentDeclaration(query.kind) : catalogueDeclaration(query.kind)
  return (key as ForAnyQuery<PageQuery, PageQueryKey>)(query)
}

/** Where the CMS keeps a text: the server reads it there. */
export function contentSource<Kind extends ContentKind>(query: PageQuery<Kind>): ContentSources[Kind] {
  return (contentDeclaration(query.kind).source as ForAnyQuery<ContentQuery, ContentSources[Kind]>)(query as ContentQuery)
}

/** A visitor's address for a text: the server answers it from its cache. */
export function contentEndpoint(query: ContentQuery): string {
  const param = (contentDeclaration(query.kind).param as ForAnyQuery<ContentQuery, string> | undefined)?.(query)
  return `/api/page-content/${query.kind}${param === undefined ? '' : `/${param}`}`
}

/** What answers a query: the browser requests it, the server reads the same. */
export function pageRead<Kind extends PageQueryKind>(query: PageQuery<Kind>): PageReads[Kind] {
  const any = query as PageQuery
  if (isContentQuery(any)) return (any.preview ? contentSource(any) : { endpoint: contentEndpoint(any) }) as PageReads[Kind]
  return (catalogueDeclaration(any.kind).read as ForAnyQuery<PageQuery, PageReads[Kind]>)(any)
}

export const pageContentMessages = { unknownContent: 'Contenu introuvable.' } as const

const oneOf = <Value extends string>(values: readonly Value[], candidate: string | undefined): candidate is Value =>
  candidate !== undefined && (values as readonly string[]).includes(candidate)

/** The visitor's query an address of `contentEndpoint` names, or null when it names none. */
export function contentQueryOf(kind: string, param: string | undefined): ContentQuery | null {
  const preview = false
  switch (kind) {
    case 'service-page':
      return oneOf(servicePageSlugs, param) ? { kind, slug: param, preview } : null
    case 'faqs':
      return oneOf(
        faqPages.map((page) => page.value),
        param,
      )
        ? { kind, page: param, preview }
        : null
    case 'legal-page':
      return oneOf(legalPageSlugs, param) ? { kind, slug: param, preview } : null
    case 'category-pages':
    case 'contact-details':
    case 'consumer-mediator':
    case 'social-links':
    case 'popular-searches':
    case 'shop-promises':
      return param === undefined ? { kind, preview } : null
    default:
      return null
  }
}

/**
 * A visitor's condition: published documents only, said explicitly (a staff member browsing the
 * shop with the admin's cookie would otherwise also get documents never published).
 */
export function publishedOnly(where: CollectionRead['where']) {
  return { and: [where, { _status: { equals: 'published' } }] }
}
