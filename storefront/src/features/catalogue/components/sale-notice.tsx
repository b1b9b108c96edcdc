import { formatDate } from '@shop/domain/dates'
import { announcedReduction, saleEnd, saleMessages, type SaleOffer } from '@shop/domain/sales'

import { cn } from '../../../lib/cn'

type Priced = { offers: readonly SaleOffer[]; model: string | null }

/** The reference of the reduction announced on this price of the model, if one is (its reference known, as the law asks). */
export function referenceCentsOf(prices: Priced | undefined, field: string): number | undefined {
  return prices ? announcedReduction(prices.offers, field, prices.model)?.referenceCents : undefined
}

/**
 * Says that prices shown are reduced, until when, and what the crossed-out price is (Code de la
 * consommation L112-1-1: the lowest price of the 30 days before the reduction). Nothing when
 * none of these prices is reduced.
 */
export function SaleNotice({ prices, fields, className }: { prices: Priced | undefined; fields: readonly string[]; className?: string }) {
  if (!prices) return null
  const announced = fields.flatMap((field) => {
    const reduction = announcedReduction(prices.offers, field, prices.model)
    return reduction ? [{ field, percent: reduction.announcedPercent }] : []
  })
  if (announced.length === 0) return null
  const percent = Math.max(...announced.map((reduction) => reduction.percent))
  const until = saleEnd(
    prices.offers,
    announced.map((reduction) => reduction.field),
    prices.model,
  )
  return (
    <div role="note" className={cn('rounded-xl bg-amber-50 p-3 text-sm text-amber-900', className)}>
      <p className="font-semibold">
        Promotion : jusqu’à −{percent} %{until ? ` jusqu’au ${formatDate(until)}` : ''}
      </p>
      <p className="mt-0.5">
        <s aria-hidden="true">Prix barré</s> {saleMessages.referenceNotice}
      </p>
    </div>
  )
}
