import { useId, useState, type FormEvent } from 'react'

import type { QuotedPromo } from '@shop/domain/cart'

import { Button } from '../../../components/ui/button'
import { usePromoCode } from '../../../hooks/use-promo-code'

/**
 * 'Code promo': the code typed is kept with the cart and sent with each quote; the server's answer
 * shows under it (its discount line, or why it does not apply) with 'Retirer'. A plain form, not
 * the shared form component: the cart drawer is on every page.
 */
export function PromoCodeField({ promo, pending }: { promo: QuotedPromo | null; pending: boolean }) {
  const [code, setCode] = usePromoCode()
  const [typed, setTyped] = useState('')
  const id = useId()

  if (code) {
    const answer = promo && promo.code === code.toUpperCase() && !pending ? promo : null
    return (
      <div className="flex items-start justify-between gap-3 text-sm">
        <p className="min-w-0">
          <span className="font-medium text-slate-900">Code promo {code.toUpperCase()}</span>
          {answer === null ? (
            <span className="block text-slate-600">Vérification…</span>
          ) : answer.ok ? (
            <span className="block text-emerald-700">Appliqué : {answer.label}</span>
          ) : (
            <span role="alert" className="block text-red-700">
              {answer.error}
            </span>
          )}
        </p>
        <Button variant="ghost" size="sm" onClick={() => setCode(null)}>
          Retirer
        </Button>
      </div>
    )
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = typed.trim()
    if (value) setCode(value)
  }
  return (
    <form onSubmit={apply} className="flex items-end gap-2" aria-label="Code promo">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-code`} className="block text-sm font-medium text-slate-700">
          Code promo
        </label>
        <input
          id={`${id}-code`}
          name="promoCode"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="mt-1 h-9 w-full rounded-lg border border-slate-300 px-3 text-sm uppercase focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        Appliquer
      </Button>
    </form>
  )
}
