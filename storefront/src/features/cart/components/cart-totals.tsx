import { formatCents } from '@shop/domain/money'

/** Delivery (free, spec core §9) and the server's total; '…' while it is being computed. */
export function CartTotals({ totalCents }: { totalCents: number | null }) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">Livraison</dt>
        <dd className="font-medium text-slate-900">Gratuite</dd>
      </div>
      <div className="flex justify-between text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900" data-testid="cart-total">
          {totalCents === null ? '…' : formatCents(totalCents)}
        </dd>
      </div>
    </dl>
  )
}
