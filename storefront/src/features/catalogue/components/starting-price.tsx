import type { CatalogueCollection } from '@shop/domain/catalogue'
import { formatCents } from '@shop/domain/money'

import { useStartingPrice } from '../hooks/use-starting-price'

/** 'À partir de 15,00 €' from the pricing global; nothing until it is known. */
export function StartingPrice({ collection }: { collection: CatalogueCollection }) {
  const cents = useStartingPrice(collection)
  if (cents === null) return null
  return (
    <p className="mt-4 inline-flex items-center rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
      À partir de {formatCents(cents)}
    </p>
  )
}
