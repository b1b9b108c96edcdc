import { formatDate } from '@shop/domain/dates'
import { announcedReduction, saleMessages, type AnnouncedReduction, type SaleOffer } from '@shop/domain/sales'

type Priced = { offers: readonly SaleOffer[]; model: string | null }

/** The reduction announced on this price of the model, if any (its reference known, as the law asks). */
export function reductionOf(prices: Priced, field: string): AnnouncedReduction | null {
  return announcedReduction(prices.offers, field, prices.model)
}

/**
 * Says that prices shown are reduced, until when, and what the crossed-out price is (Code de la
 * consommation L112-1-1: the lowest price of the 30 days before the reduction). Nothing when
 * none of these prices is reduced.
 */
export function SaleNotice({ prices, fields }: { prices: Priced; fields: readonly string[] }) {
  const reductions = fields.flatMap((field) => reductionOf(prices, field) ?? [])
  if (reductions.length === 0) return null
  const percent = Math.max(...reductions.map((reduction) => reduction.percent))
  const ends = reductions.flatMap((reduction) => reduction.until ?? [])
  const until = ends.length ? ends.reduce((earliest, end) => (end < earliest ? end : earliest)) : null
  return (
    <div role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">
        Promotion : jusqu’à −{percent} %{until ? ` jusqu’au ${formatDate(until)}` : ''}
      </p>
      <p className="mt-0.5">
        <s aria-hidden="true">Prix barré</s> {saleMessages.referenceNotice}
      </p>
    </div>
  )
}
