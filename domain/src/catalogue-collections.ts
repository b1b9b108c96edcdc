/**
 * The six catalogue collections, keyed by their Payload slug. Apart from the rest of the catalogue's
 * vocabulary: the storefront's header names them on every page, before any catalogue code loads.
 */
export const catalogueCollections = {
  phones: { label: 'Téléphones', path: '/telephones', cartCategory: 'telephone' },
  tablets: { label: 'Tablettes', path: '/tablettes', cartCategory: 'tablette' },
  watches: { label: 'Montres connectées', path: '/montres-connectees', cartCategory: 'montre' },
  consoles: { label: 'Consoles', path: '/consoles', cartCategory: 'console' },
  laptops: { label: 'Ordinateurs', path: '/ordinateurs', cartCategory: 'ordinateur' },
  'car-models': { label: 'Écrans auto', path: '/ecrans-auto', cartCategory: 'ecran-auto' },
} as const
export type CatalogueCollection = keyof typeof catalogueCollections
export const catalogueCollectionSlugs = Object.keys(catalogueCollections) as CatalogueCollection[]
