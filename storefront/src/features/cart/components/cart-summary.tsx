import { formatCents, toCents } from '@shop/domain/money'

import { plural } from '../../../lib/plural'
import { countItems, type CartItem } from '../stores/cart-store'

/** The cart's lines with their amounts and the total (delivery is free: total = subtotal). */
export function CartSummary({ items }: { items: readonly CartItem[] }) {
  const totalCents = items.reduce((total, line) => total + toCents(line.price) * line.quantity, 0)
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
        Récapitulatif ({plural(countItems(items), 'article')})
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {items.map((line) => (
          <li key={`${line.id}|${line.variant ?? ''}`} className="flex justify-between gap-4 py-3 text-sm">
            <span className="text-slate-800">
              {line.name}
              {line.variant ? <span className="block text-slate-600">{line.variant}</span> : null}
              <span className="block text-slate-600">Quantité : {line.quantity}</span>
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">
              {formatCents(toCents(line.price) * line.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Livraison</dt>
          <dd className="font-medium text-slate-900">Gratuite</dd>
        </div>
        <div className="flex justify-between text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900">{formatCents(totalCents)}</dd>
        </div>
      </dl>
    </section>
  )
}
