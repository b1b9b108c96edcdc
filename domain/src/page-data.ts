import type { CatalogueCollection, ConsoleKind, LegalPageSlug } from './catalogue.ts'
import type { FaqPage, ServicePageSlug } from './content-pages.ts'
import type { PageQuery } from './page-queries.ts'

/** The consoles page opens on its consoles tab; the other pages hold one kind of product. */
export const defaultKinds: Partial<Record<CatalogueCollection, ConsoleKind>> = { consoles: 'console' }

/**
 * The queries (./page-queries.ts) a page's first screen makes as a visitor's (no preview, no
 * filter), by name: each page route (storefront/src/app/page-routes.ts) lists those it paints
 * with, and the server answers them in the page's HTML.
 */
export const pageQueries = {
  pricing: { kind: 'pricing' },
  deliveryModes: { kind: 'delivery-modes' },
  categoryPages: { kind: 'category-pages', preview: false },
  contactDetails: { kind: 'contact-details', preview: false },
  consumerMediator: { kind: 'consumer-mediator', preview: false },
  reviews: { kind: 'reviews' },
  servicePage: (slug: ServicePageSlug): PageQuery => ({ kind: 'service-page', slug, preview: false }),
  faqs: (page: FaqPage): PageQuery => ({ kind: 'faqs', page, preview: false }),
  legalPage: (slug: LegalPageSlug): PageQuery => ({ kind: 'legal-page', slug, preview: false }),
  model: (collection: CatalogueCollection, slug: string): PageQuery => ({ kind: 'model', collection, slug }),
  /** A category's first screen as the page asks for it with nothing in its address. */
  firstScreen: (collection: CatalogueCollection): PageQuery => ({
    kind: 'list',
    collection,
    filters: { sort: 'recent', kind: defaultKinds[collection] },
  }),
} satisfies Record<string, PageQuery | ((...args: never[]) => PageQuery)>

/** The footer's links and payment methods: they come with any page the server draws. */
export const footerQueries: readonly PageQuery[] = [
  { kind: 'social-links', preview: false },
  { kind: 'shop-promises', preview: false },
]
