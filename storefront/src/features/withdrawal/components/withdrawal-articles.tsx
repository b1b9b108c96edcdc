import { formatCents, toCents } from '@shop/domain/money'
import type { WithdrawalSummary } from '@shop/domain/withdrawal'
import { everyWithdrawableUnit, unitsRefundCents } from '@shop/domain/withdrawal-choice'
import { withdrawalMessages } from '@shop/domain/withdrawal-messages'

import { Checkbox } from '../../../components/ui/checkbox-field'
import { inputClasses } from '../../../components/ui/text-field'
import { cn } from '../../../lib/cn'

/** Units chosen per order line; a line left out or at 0 is kept. */
export type ArticleChoice = Readonly<Record<string, number>>

type Item = WithdrawalSummary['items'][number]

/** What withdrawing from every unit that can be gives: the step's starting choice. */
export function everyUnit(items: readonly Item[]): ArticleChoice {
  return Object.fromEntries(everyWithdrawableUnit(items).map(({ id, quantity }) => [id, quantity]))
}

const itemLabel = (item: Item) => `${item.name}${item.variant ? ` (${item.variant})` : ''}`

const withdrawnText = ({ withdrawn_quantity: count }: Item) =>
  count > 1 ? `${count} exemplaires déjà compris dans une rétractation` : '1 exemplaire déjà compris dans une rétractation'

type WithdrawalArticlesProps = {
  items: readonly Item[]
  choice: ArticleChoice
  onChange: (choice: ArticleChoice) => void
  disabled: boolean
}

/**
 * The order's articles, each ticked to withdraw from it, with how many units when it holds more
 * than one; an article printed with the customer's photo is shown, without a box, as excluded, and
 * one an earlier withdrawal took in full, without a box, as taken.
 */
export function WithdrawalArticles({ items, choice, onChange, disabled }: WithdrawalArticlesProps) {
  const set = (id: string, quantity: number) => onChange({ ...choice, [id]: quantity })
  return (
    <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm">
      {items.map((item) => {
        const chosen = choice[item.id] ?? 0
        const amount = formatCents(
          unitsRefundCents({ quantity: item.quantity, paidCents: toCents(item.paid_amount) }, chosen || item.quantity),
        )
        const earlier = item.withdrawn_quantity > 0 ? <p className="mt-1 text-xs text-slate-600">{withdrawnText(item)}</p> : null
        if (item.quantity === 0) {
          return (
            <li key={item.id} className="px-4 py-2 text-slate-600">
              <p>{itemLabel(item)}</p>
              {earlier}
            </li>
          )
        }
        if (item.personalised) {
          return (
            <li key={item.id} className="px-4 py-2 text-slate-600">
              <p>
                {item.quantity} × {itemLabel(item)}
              </p>
              <p className="mt-1 text-xs">{withdrawalMessages.personalised}</p>
            </li>
          )
        }
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
            <div>
              <Checkbox
                label={`${item.quantity} × ${itemLabel(item)}`}
                checked={chosen > 0}
                disabled={disabled}
                onChange={(event) => set(item.id, event.target.checked ? item.quantity : 0)}
              />
              {earlier}
            </div>
            <span className="ml-auto flex items-center gap-3">
              {item.quantity > 1 && chosen > 0 ? (
                <select
                  aria-label={`Exemplaires de ${item.name} à retourner`}
                  value={chosen}
                  disabled={disabled}
                  onChange={(event) => set(item.id, Number(event.target.value))}
                  className={cn(inputClasses(false), 'w-auto py-1')}
                >
                  {Array.from({ length: item.quantity }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count} sur {item.quantity}
                    </option>
                  ))}
                </select>
              ) : null}
              <span className={cn('shrink-0', chosen === 0 && 'text-slate-500 line-through')}>{amount}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
