import { Link } from 'react-router'

import { Button, buttonClasses } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { paths } from '../../../config/paths'
import { cn } from '../../../lib/cn'
import { useCart } from '../hooks/use-cart'
import { closeCartDrawer, useCartDrawer } from '../hooks/use-cart-drawer'
import { useCartQuote } from '../hooks/use-cart-quote'
import { CartLines } from './cart-lines'
import { CartTotals } from './cart-totals'
import { PromoCodeField } from './promo-code-field'

/** 'Panier (n)': the lines priced by the server, 'Passer commande' and 'Continuer mes achats'. */
export function CartDrawer() {
  const open = useCartDrawer()
  if (!open) return null
  return <CartDrawerPanel />
}

function CartDrawerPanel() {
  const { items, count } = useCart()
  const { priced, totalCents, totals, promo, isPending, delivery, error, refetch } = useCartQuote(items)
  return (
    <Modal title={`Panier (${count})`} onClose={closeCartDrawer} placement="side">
      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center text-center">
          <p className="text-lg font-semibold text-slate-900">Votre panier est vide</p>
          <Button className="mt-6" onClick={closeCartDrawer}>
            Continuer mes achats
          </Button>
        </div>
      ) : (
        <>
          <div className="-mx-6 flex-1 overflow-y-auto px-6">
            {error ? <QueryError error={error} onRetry={() => void refetch()} title="Les prix n'ont pas pu être calculés." /> : null}
            <CartLines priced={priced} />
          </div>
          <div className="-mx-6 border-t border-slate-200 px-6 pt-4">
            <PromoCodeField promo={promo} pending={isPending} />
            <div className="mt-3">
              <CartTotals totalCents={totalCents} delivery={delivery} totals={totals} />
            </div>
            <div className="mt-4 flex flex-col gap-2">
              <Link to={paths.checkout} onClick={closeCartDrawer} className={cn(buttonClasses({ size: 'lg' }), 'w-full')}>
                Passer commande
              </Link>
              <Button variant="secondary" size="lg" className="w-full" onClick={closeCartDrawer}>
                Continuer mes achats
              </Button>
            </div>
          </div>
        </>
      )}
    </Modal>
  )
}
