import type { CatalogueCard } from '@shop/domain/catalogue-reads'

import { createExternalStore, useExternalStore } from '../../../lib/external-store'

const dialogCollections = ['car-models', 'laptops', 'consoles'] as const
export type DialogCollection = (typeof dialogCollections)[number]

export const isDialogCollection = (collection: string): collection is DialogCollection =>
  (dialogCollections as readonly string[]).includes(collection)

export type ProductDialogTarget = { collection: DialogCollection; model: CatalogueCard }

/** The car, laptop or console dialog that is open, if any. */
const productDialogStore = createExternalStore<ProductDialogTarget | null>(null)

export const openProductDialog = (target: ProductDialogTarget) => productDialogStore.set(target)
export const closeProductDialog = () => productDialogStore.set(null)

export function useProductDialog(): ProductDialogTarget | null {
  return useExternalStore(productDialogStore)
}
