import { formatCents } from '@shop/domain/money'
import { withdrawalMessages } from '@shop/domain/withdrawal-messages'

import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons'
import { printedWithPhoto } from '../../../stores/cart-store'
import type { PricedCartItem } from '../hooks/use-cart-quote'
import { useCart } from '../hooks/use-cart'

const stepClasses =
  'inline-flex size-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:opacity-50'

/** The cart's lines, each priced by the server, with quantity steps and removal. */
export function CartLines({ priced }: { priced: readonly PricedCartItem[] }) {
  const { setQuantity, remove } = useCart()
  return (
    <ul className="divide-y divide-slate-200">
      {priced.map(({ item, quote }) => {
        const image = (quote?.ok ? quote.image : null) ?? item.image
        return (
          <li key={`${item.id}|${item.variant ?? ''}`} className="flex gap-3 py-4">
            {image ? (
              <img
                src={image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-lg bg-slate-100 object-contain"
              />
            ) : (
              <span className="size-16 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">{quote?.ok ? quote.name : item.name}</p>
              {item.variant ? <p className="text-xs text-slate-600">{item.variant}</p> : null}
              {printedWithPhoto(item) ? <p className="mt-1 text-xs text-slate-600">{withdrawalMessages.personalised}</p> : null}
              {quote && !quote.ok ? <p className="mt-1 text-sm text-red-700">{quote.error}</p> : null}
              <div className="mt-2 flex items-center gap-2">
                <button
                  type="button"
                  className={stepClasses}
                  onClick={() => setQuantity(item.id, item.quantity - 1, item.variant)}
                  aria-label={`Retirer un exemplaire de ${item.name}`}
                >
                  <MinusIcon className="size-4" />
                </button>
                <span className="w-8 text-center text-sm font-semibold tabular-nums" aria-label={`Quantité : ${item.quantity}`}>
                  {item.quantity}
                </span>
                <button
                  type="button"
                  className={stepClasses}
                  onClick={() => setQuantity(item.id, item.quantity + 1, item.variant)}
                  disabled={item.quantity >= 99}
                  aria-label={`Ajouter un exemplaire de ${item.name}`}
                >
                  <PlusIcon className="size-4" />
                </button>
                <button
                  type="button"
                  className="ml-auto inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
                  onClick={() => remove(item.id)}
                  aria-label={`Supprimer ${item.name} du panier`}
                >
                  <TrashIcon className="size-4" />
                </button>
              </div>
            </div>
            <p className="text-sm font-semibold whitespace-nowrap text-slate-900" data-testid="cart-line-total">
              {quote?.ok ? formatCents(quote.totalCents) : quote ? '—' : '…'}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
