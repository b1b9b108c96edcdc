import {
  catalogueCollections,
  catalogueCollectionSlugs,
  legalPageSlugs,
  type CatalogueCollection,
  type ConsoleKind,
  type LegalPageSlug,
} from './catalogue.ts'
import type { FaqPage, ServicePageSlug } from './content-pages.ts'
import type { PageQuery } from './page-queries.ts'
import { paths, phoneSlugFromPath, trimTrailingSlashes } from './paths.ts'

/** The consoles page opens on its consoles tab; the other pages hold one kind of product. */
export const defaultKinds: Partial<Record<CatalogueCollection, ConsoleKind>> = { consoles: 'console' }

const pricing: PageQuery = { kind: 'pricing' }
const deliveryModes: PageQuery = { kind: 'delivery-modes' }
const categoryPages: PageQuery = { kind: 'category-pages', preview: false }
const contactDetails: PageQuery = { kind: 'contact-details', preview: false }
const consumerMediator: PageQuery = { kind: 'consumer-mediator', preview: false }
const servicePage = (slug: ServicePageSlug): PageQuery => ({ kind: 'service-page', slug, preview: false })
const faqs = (page: FaqPage): PageQuery => ({ kind: 'faqs', page, preview: false })
const legalPage = (slug: LegalPageSlug): PageQuery => ({ kind: 'legal-page', slug, preview: false })
const socialLinks: PageQuery = { kind: 'social-links', preview: false }
const reviews: PageQuery = { kind: 'reviews' }
const shopPromises: PageQuery = { kind: 'shop-promises', preview: false }
/** A category's first screen as the page asks for it with nothing in its address. */
const firstScreen = (collection: CatalogueCollection): PageQuery => ({
  kind: 'list',
  collection,
  filters: { sort: 'recent', kind: defaultKinds[collection] },
})

const legalPageExtras: Record<LegalPageSlug, PageQuery[]> = {
  'conditions-generales': [consumerMediator],
  'politique-confidentialite': [],
  retractation: [faqs('retractation')],
  cookies: [],
  'mentions-legales': [consumerMediator],
}

/** The service, FAQ, contact and legal pages: their texts, their questions, what else they show from the CMS. */
const servicePageNeeds = new Map<string, PageQuery[]>([
  [paths.warranty, [servicePage('warranty-page'), faqs('garantie'), contactDetails]],
  [paths.delivery, [servicePage('delivery-page'), deliveryModes, faqs('livraison'), faqs('retours')]],
  [paths.installationGuide, [servicePage('installation-guide'), faqs('guide-installation'), pricing]],
  [paths.about, [servicePage('about-page'), faqs('about'), reviews]],
  [paths.faq, [faqs('faq')]],
  [paths.contact, [contactDetails]],
  // Each legal page lives at its slug, with what its sections show besides its text.
  ...legalPageSlugs.map((slug): [string, PageQuery[]] => [`/${slug}`, [legalPage(slug), ...legalPageExtras[slug]]]),
])

/**
 * What the server puts in the HTML of a catalogue or service page, so that the page paints with
 * its models, prices and texts instead of placeholders (which the data would push around): the
 * queries (./page-queries.ts) the path's first screen makes as a visitor's (no preview, no
 * filter). The server answers them from its catalogue cache, and the page's queries start with
 * them. None for pages the build renders as they are.
 */
export function pageDataNeeds(pathname: string): PageQuery[] {
  const needs = pageOwnNeeds(pathname)
  // The footer's links and payment methods come with any page the server draws.
  return needs.length === 0 ? needs : [...needs, socialLinks, shopPromises]
}

function pageOwnNeeds(pathname: string): PageQuery[] {
  const slug = phoneSlugFromPath(pathname)
  if (slug !== null) return [{ kind: 'model', collection: 'phones', slug }, pricing, reviews]
  const path = trimTrailingSlashes(pathname)
  // The hero and the reassurance band promise what the delivery modes and the settings hold.
  if (path === paths.home) return [categoryPages, pricing, deliveryModes, reviews]
  const texts = servicePageNeeds.get(path)
  if (texts) return texts
  const collection = catalogueCollectionSlugs.find((candidate) => catalogueCollections[candidate].path === path)
  return collection ? [firstScreen(collection), pricing, categoryPages, reviews] : []
}
