import { formatCents } from '@shop/domain/money'
import { withdrawalMessages } from '@shop/domain/withdrawal-messages'

import { QueryError } from '../../../components/ui/query-error'
import { plural } from '../../../lib/plural'
import { countItems, printedWithPhoto, type CartItem } from '../../../stores/cart-store'
import { useCartQuote } from '../hooks/use-cart-quote'
import { CartTotals } from './cart-totals'
import { PromoCodeField } from './promo-code-field'

/** The cart's lines with the server's amounts, the delivery chosen (else the first offered) and the total. */
export function CartSummary({ items, deliveryMode }: { items: readonly CartItem[]; deliveryMode?: string }) {
  const { priced, totalCents, totals, promo, isPending, delivery, error, refetch } = useCartQuote(items, deliveryMode)
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
        Récapitulatif ({plural(countItems(items), 'article')})
      </h2>
      {error ? <QueryError error={error} onRetry={() => void refetch()} title="Les prix n'ont pas pu être calculés." /> : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {priced.map(({ item, quote }) => (
          <li key={`${item.id}|${item.variant ?? ''}`} className="flex justify-between gap-4 py-3 text-sm">
            <span className="text-slate-800">
              {quote?.ok ? quote.name : item.name}
              {quote && !quote.ok ? <span className="block text-red-700">{quote.error}</span> : null}
              <span className="block text-slate-600">Quantité : {item.quantity}</span>
              {printedWithPhoto(item) ? <span className="mt-1 block text-xs text-slate-600">{withdrawalMessages.personalised}</span> : null}
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">
              {quote?.ok ? formatCents(quote.totalCents) : quote ? '—' : '…'}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <PromoCodeField promo={promo} pending={isPending} />
        <div className="mt-4">
          <CartTotals totalCents={totalCents} delivery={delivery} totals={totals} />
        </div>
      </div>
    </section>
  )
}
