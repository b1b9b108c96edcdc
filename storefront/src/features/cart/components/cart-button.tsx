import { useMatch } from 'react-router'

import { CartIcon } from '../../../components/ui/icons'
import { paths } from '../../../config/paths'
import { cn } from '../../../lib/cn'
import { plural } from '../../../lib/plural'
import { useCart } from '../hooks/use-cart'
import { openCartDrawer } from '../hooks/use-cart-drawer'

type CartButtonProps = { floating?: boolean }

/**
 * Header (or floating mobile) cart button with its item-count badge. The checkout page lists the
 * cart itself: there the floating button would only cover its form.
 */
export function CartButton({ floating = false }: CartButtonProps) {
  const { count } = useCart()
  const onCheckout = useMatch(paths.checkout) !== null
  if (floating && onCheckout) return null
  const shown = count > 99 ? '99+' : String(count)
  return (
    <button
      type="button"
      onClick={openCartDrawer}
      aria-label={`Panier, ${plural(count, 'article')}`}
      className={cn(
        'relative inline-flex items-center justify-center rounded-full transition-colors',
        floating
          ? 'size-14 bg-brand-700 text-white shadow-lg hover:bg-brand-800'
          : 'size-11 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <CartIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            'absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold',
            floating ? 'bg-white text-brand-800 ring-2 ring-brand-700' : 'bg-brand-700 text-white ring-2 ring-white',
          )}
        >
          {shown}
        </span>
      ) : null}
    </button>
  )
}
