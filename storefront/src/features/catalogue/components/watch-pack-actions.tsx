import { useId, useState } from 'react'

import type { CatalogueCard } from '@shop/domain/catalogue-reads'
import { formatCents, toCents } from '@shop/domain/money'

import { Button } from '../../../components/ui/button'
import { ReferencePrice } from '../../../components/ui/reference-price'
import { usePricing } from '../api/get-pricing'
import { addCartLine } from '../stores/add-to-cart'
import { referenceCentsOf, SaleNotice } from './sale-notice'

/** A watch card's pack (spec: 6 films for 15 €): its details on demand, and the add. */
export function WatchPackActions({ model }: { model: CatalogueCard }) {
  const pricing = usePricing({ collection: 'watches', slug: model.slug })
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const data = pricing.data
  const pack = data?.watchPacks[0]
  if (!data || !pack) return null
  const field = `watchPacks.${pack.type}`
  const referenceCents = referenceCentsOf(data, field)
  const add = () =>
    addCartLine({ category: 'montre', productId: model.slug, pack: pack.type, quantity: 1 }, { name: model.name }, data, {
      id: `${model.slug}-${pack.type}`,
      image: model.image?.url,
    })
  return (
    <div className="mt-2 space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {open ? 'Masquer les détails' : 'Voir les détails'}
      </button>
      {open ? (
        <div id={detailsId} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p>{pack.description}</p>
          <ul className="mt-2 list-inside list-disc">
            {pack.features.map(({ feature }) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {referenceCents === undefined ? null : (
        <p className="text-sm text-slate-700">
          <ReferencePrice cents={referenceCents} />
          <span className="font-semibold text-slate-900">{formatCents(toCents(pack.price))}</span>
        </p>
      )}
      <SaleNotice prices={data} fields={[field]} />
      <Button size="sm" className="w-full" onClick={add}>
        Ajouter le pack ({formatCents(toCents(pack.price))})
      </Button>
    </div>
  )
}
