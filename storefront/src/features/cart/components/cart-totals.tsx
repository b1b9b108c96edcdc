import { formatCents } from '@shop/domain/money'
import { vatIncluded, vatRatePercent } from '@shop/domain/vat'

/**
 * Delivery (free, spec core §9), the server's total and the VAT it includes (prices are TTC);
 * '…' while the total is being computed.
 */
export function CartTotals({ totalCents }: { totalCents: number | null }) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">Livraison gratuite</dt>
        <dd className="font-medium text-slate-900">{formatCents(0)}</dd>
      </div>
      <div className="flex justify-between text-base">
        <dt className="font-semibold text-slate-900">Total TTC</dt>
        <dd className="font-bold text-slate-900" data-testid="cart-total">
          {totalCents === null ? '…' : formatCents(totalCents)}
        </dd>
      </div>
      <div className="flex justify-between text-slate-600">
        <dt>dont TVA ({vatRatePercent} %)</dt>
        <dd data-testid="cart-vat">{totalCents === null ? '…' : formatCents(vatIncluded(totalCents).vatCents)}</dd>
      </div>
    </dl>
  )
}
