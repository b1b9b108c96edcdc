import type { CartQuote } from '@shop/domain/cart'
import { deliveryPriceText, type ChosenDelivery } from '@shop/domain/delivery'
import { formatCents } from '@shop/domain/money'
import { vatIncluded, vatRatePercent } from '@shop/domain/vat'

type CartTotalsProps = {
  totalCents: number | null
  delivery: ChosenDelivery | null
  /** The server's totals, for the promo code's line and the delivery it may offer. */
  totals: CartQuote | null
}

/**
 * The promo code's discount, the delivery charged (the mode chosen, else the first offered), the
 * server's total and the VAT it includes (prices are TTC); '…' while they are being computed.
 */
export function CartTotals({ totalCents, delivery, totals }: CartTotalsProps) {
  const promo = totals?.promo?.ok ? totals.promo : null
  return (
    <dl className="space-y-1 text-sm">
      {promo && totals && totals.discountCents > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{promo.label}</dt>
          <dd className="font-medium whitespace-nowrap text-emerald-700" data-testid="cart-discount">
            {formatCents(-totals.discountCents)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{delivery ? delivery.name : 'Livraison'}</dt>
        <dd className="font-medium whitespace-nowrap text-slate-900" data-testid="cart-shipping">
          {delivery && totals ? deliveryPriceText(totals.shippingCents) : '…'}
        </dd>
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
