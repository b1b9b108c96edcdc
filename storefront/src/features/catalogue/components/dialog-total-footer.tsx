import { formatCents } from '@shop/domain/money'

import { Button } from '../../../components/ui/button'
import { ReferencePrice } from '../../../components/ui/reference-price'

type DialogTotalFooterProps = {
  totalCents: number
  /** A single product's reduced price: its reference, crossed out before it. */
  referenceCents?: number
  onAdd: () => void
  onCancel: () => void
  canAdd: boolean
  adding?: boolean
  addLabel?: string
}

/** The live total of a product dialog, with 'Ajouter au panier' and 'Annuler'. */
export function DialogTotalFooter({
  totalCents,
  referenceCents,
  onAdd,
  onCancel,
  canAdd,
  adding = false,
  addLabel = 'Ajouter au panier',
}: DialogTotalFooterProps) {
  return (
    <>
      <div className="flex items-center justify-between border-t border-slate-200 pt-4">
        <span className="font-semibold text-slate-900">Total</span>
        <span>
          {referenceCents === undefined ? null : <ReferencePrice cents={referenceCents} className="text-sm" />}
          <span className="text-xl font-bold text-slate-900" data-testid="configuration-total">
            {formatCents(totalCents)}
          </span>
        </span>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button className="flex-1" onClick={onAdd} disabled={!canAdd || adding} aria-busy={adding}>
          {adding ? 'Ajout en cours...' : addLabel}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </>
  )
}
