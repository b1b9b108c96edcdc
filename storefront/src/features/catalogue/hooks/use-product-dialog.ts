import type { CatalogueCard } from '@shop/domain/catalogue-reads'

import { createOverlay } from '../../../lib/overlay'

const dialogCollections = ['car-models', 'laptops', 'consoles'] as const
export type DialogCollection = (typeof dialogCollections)[number]

export const isDialogCollection = (collection: string): collection is DialogCollection =>
  (dialogCollections as readonly string[]).includes(collection)

type ProductDialogTarget = { collection: DialogCollection; model: CatalogueCard }

/** The car, laptop or console dialog that is open, if any. */
const productDialog = createOverlay<ProductDialogTarget>()

export const openProductDialog = productDialog.open
export const closeProductDialog = productDialog.close
export const useProductDialog = productDialog.useOverlay
