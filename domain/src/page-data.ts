import { catalogueCollections, catalogueCollectionSlugs, type CatalogueCollection, type ConsoleKind } from './catalogue.ts'
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
 * What the server puts in the HTML of a catalogue page, so that the page paints with its models
 * and prices instead of placeholders: the storefront says which answers a path needs, the server
 * gives them from its catalogue cache, and the page's queries start with them.
 */
export type PageDataNeed =
  | { kind: 'pricing' }
  | { kind: 'category-pages' }
  | { kind: 'model'; collection: CatalogueCollection; slug: string }
  | { kind: 'list'; collection: CatalogueCollection }

/** The answers a page needs in its first HTML; none for pages without catalogue data. */
export function pageDataNeeds(pathname: string): PageDataNeed[] {
  const slug = phoneSlugFromPath(pathname)
  if (slug !== null) return [{ kind: 'model', collection: 'phones', slug }, { kind: 'pricing' }]
  const path = trimTrailingSlashes(pathname)
  if (path === paths.home) return [{ kind: 'category-pages' }]
  const collection = catalogueCollectionSlugs.find((candidate) => catalogueCollections[candidate].path === path)
  return collection ? [{ kind: 'list', collection }, { kind: 'pricing' }, { kind: 'category-pages' }] : []
}
