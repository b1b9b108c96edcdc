import {
  catalogueCollections,
  catalogueCollectionSlugs,
  legalPageSlugs,
  type CatalogueCollection,
  type ConsoleKind,
  type LegalPageSlug,
} from './catalogue.ts'
import type { ServicePageSlug } from './content.ts'
import type { FaqPage } from './content-pages.ts'
import { paths, phoneSlugFromPath, trimTrailingSlashes } from './paths.ts'

/** Spec catalogue-and-content §9: 20 models first, then 20 more each time. */
export const cataloguePageSize = 20

/** The consoles page opens on its consoles tab; the other pages hold one kind of product. */
export const defaultKinds: Partial<Record<CatalogueCollection, ConsoleKind>> = { consoles: 'console' }

/** The query of a category page's first screen, as the page asks for it with nothing in its address. */
export function firstPageQuery(collection: CatalogueCollection) {
  return { page: 1, limit: cataloguePageSize, sort: 'recent', kind: defaultKinds[collection] } as const
}

/**
 * What the server puts in the HTML of a catalogue or service page, so that the page paints with
 * its models, prices and texts instead of placeholders (which the data would push around): the storefront says which answers a path needs, the server
 * gives them from its catalogue cache, and the page's queries start with them.
 */
export type PageDataNeed =
  | { kind: 'pricing' }
  | { kind: 'category-pages' }
  | { kind: 'service-page'; slug: ServicePageSlug }
  | { kind: 'faqs'; page: FaqPage }
  | { kind: 'contact-details' }
  | { kind: 'consumer-mediator' }
  | { kind: 'legal-page'; slug: LegalPageSlug }
  | { kind: 'model'; collection: CatalogueCollection; slug: string }
  | { kind: 'list'; collection: CatalogueCollection }

const legalPageExtras: Record<LegalPageSlug, PageDataNeed[]> = {
  'conditions-generales': [{ kind: 'consumer-mediator' }],
  'politique-confidentialite': [],
  retractation: [{ kind: 'faqs', page: 'retractation' }],
  cookies: [],
  'mentions-legales': [{ kind: 'consumer-mediator' }],
}

/** The service, FAQ, contact and legal pages: their texts, their questions, what else they show from the CMS. */
const servicePageNeeds = new Map<string, PageDataNeed[]>([
  [paths.warranty, [{ kind: 'service-page', slug: 'warranty-page' }, { kind: 'faqs', page: 'garantie' }, { kind: 'contact-details' }]],
  [
    paths.delivery,
    [
      { kind: 'service-page', slug: 'delivery-page' },
      { kind: 'faqs', page: 'livraison' },
      { kind: 'faqs', page: 'retours' },
    ],
  ],
  [
    paths.installationGuide,
    [{ kind: 'service-page', slug: 'installation-guide' }, { kind: 'faqs', page: 'guide-installation' }, { kind: 'pricing' }],
  ],
  [
    paths.about,
    [
      { kind: 'service-page', slug: 'about-page' },
      { kind: 'faqs', page: 'about' },
    ],
  ],
  [paths.faq, [{ kind: 'faqs', page: 'faq' }]],
  [paths.contact, [{ kind: 'contact-details' }]],
  // Each legal page lives at its slug, with what its sections show besides its text.
  ...legalPageSlugs.map((slug): [string, PageDataNeed[]] => [`/${slug}`, [{ kind: 'legal-page', slug }, ...legalPageExtras[slug]]]),
])

/** The answers a page needs in its first HTML; none for pages the build renders as they are. */
export function pageDataNeeds(pathname: string): PageDataNeed[] {
  const slug = phoneSlugFromPath(pathname)
  if (slug !== null) return [{ kind: 'model', collection: 'phones', slug }, { kind: 'pricing' }]
  const path = trimTrailingSlashes(pathname)
  if (path === paths.home) return [{ kind: 'category-pages' }, { kind: 'pricing' }]
  const texts = servicePageNeeds.get(path)
  if (texts) return texts
  const collection = catalogueCollectionSlugs.find((candidate) => catalogueCollections[candidate].path === path)
  return collection ? [{ kind: 'list', collection }, { kind: 'pricing' }, { kind: 'category-pages' }] : []
}
