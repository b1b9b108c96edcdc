import type { CatalogueCollection } from '@shop/domain/catalogue'
import type { CatalogueSort } from '@shop/domain/catalogue-reads'

/** What differs from one category page to another (spec catalogue-and-content §2). */
export type CategoryConfig = {
  collection: CatalogueCollection
  emptyText: string
  sorts: readonly CatalogueSort[]
  /** Phones and tablets open the protection configurator from their cards. */
  configurator?: 'telephone' | 'tablette'
  /** Consoles: tabs Consoles / Manettes. */
  kindTabs?: boolean
  /** Brands as a row of chips (few brands) rather than a list. */
  brandChips?: boolean
}

export const sortLabels: Record<CatalogueSort, string> = {
  recent: 'Plus récents',
  'price-low': 'Prix croissant',
  'price-high': 'Prix décroissant',
  brand: 'Marque (A-Z)',
  'screen-size': "Taille d'écran",
}

export const categoryConfigs = {
  phones: {
    collection: 'phones',
    emptyText: 'Aucun modèle trouvé',
    sorts: ['recent', 'price-low', 'price-high'],
    configurator: 'telephone',
  },
  tablets: {
    collection: 'tablets',
    emptyText: 'Aucune tablette trouvée',
    sorts: ['recent', 'price-low', 'price-high'],
    configurator: 'tablette',
  },
  watches: { collection: 'watches', emptyText: 'Aucune montre trouvée', sorts: ['recent', 'brand'] },
  consoles: { collection: 'consoles', emptyText: 'Aucun produit trouvé', sorts: ['recent', 'brand'], kindTabs: true, brandChips: true },
  laptops: { collection: 'laptops', emptyText: 'Aucun modèle trouvé', sorts: ['recent'] },
  'car-models': { collection: 'car-models', emptyText: 'Aucun modèle trouvé', sorts: ['recent', 'brand', 'screen-size'], brandChips: true },
} as const satisfies Record<CatalogueCollection, CategoryConfig>
