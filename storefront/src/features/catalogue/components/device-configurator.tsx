import { useReducer, useState } from 'react'

import { backOptionIds, backOptionNames, protectionNames, type BackOptionId } from '@shop/domain/catalogue'
import { formatCents } from '@shop/domain/money'
import { backOptionPriceCents, protectionPriceCents } from '@shop/domain/pricing'

import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { cn } from '../../../lib/cn'
import { showToast } from '../../../lib/toast-store'
import { openAuthDialog } from '../../auth/hooks/use-auth-dialog'
import { useSignedInSession } from '../../auth/hooks/use-session'
import { cartStore } from '../../cart/stores/cart-store'
import { usePricing } from '../api/get-pricing'
import { closeConfigurator, openConfigurator, useConfigurator, type ConfiguratorTarget } from '../hooks/use-configurator'
import { canAdd, configurationCents, configure, emptyConfiguration } from '../stores/device-configuration'
import { PhotoPicker } from './photo-picker'

/** Spec catalogue-and-content §9: the add shows its busy state for about 0.8 s. */
const addDelayMs = 800

const optionClasses = (selected: boolean) =>
  cn(
    'flex cursor-pointer items-center justify-between gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
    selected ? 'border-brand-700 bg-brand-50' : 'border-slate-300 hover:border-brand-500',
  )

/** The open configurator, if any (rendered by the pages that sell phones and tablets). */
export function ConfiguratorHost() {
  const target = useConfigurator()
  if (!target) return null
  return <DeviceConfigurator key={`${target.category}/${target.model.slug}`} target={target} />
}

/**
 * Protection, back option and photo for one phone or tablet, with the live total (spec
 * catalogue-and-content §4). Phones need a signed-in customer: the sign-in dialog opens
 * instead, and this dialog comes back once signed in.
 */
function DeviceConfigurator({ target }: { target: ConfiguratorTarget }) {
  const { model, category } = target
  const pricing = usePricing()
  const session = useSignedInSession()
  const [state, dispatch] = useReducer(configure, emptyConfiguration)
  const [adding, setAdding] = useState(false)
  const timeouts = useTimeouts()
  const table = pricing.data ? (category === 'telephone' ? pricing.data.phone : pricing.data.tablet) : null

  const add = () => {
    if (!table || !state.protection || !canAdd(state)) return
    if (category === 'telephone' && !session) {
      closeConfigurator()
      openAuthDialog('login', { title: 'Se connecter pour commander', onSignedIn: () => openConfigurator(target) })
      return
    }
    const { protection, back, photo } = state
    setAdding(true)
    timeouts.schedule(() => {
      try {
        cartStore.add({
          // Spec §3: model, protection, back option and a timestamp make the line's identity.
          id: [model.slug, protection, back, Date.now()].filter(Boolean).join('-'),
          name: [model.name, protectionNames[protection], back ? backOptionNames[back] : null].filter(Boolean).join(' - '),
          price: configurationCents(state, table) / 100,
          quantity: 1,
          image: model.image ?? undefined,
          category,
          productId: model.slug,
          protection,
          ...(back ? { back } : {}),
          ...(photo ? { photoId: photo.id } : {}),
        })
        showToast('Produit ajouté au panier avec succès !', { tone: 'success', durationMs: 3000 })
        dispatch({ type: 'reset' })
        closeConfigurator()
      } catch {
        showToast("Erreur lors de l'ajout au panier", { tone: 'error', durationMs: 3000 })
        setAdding(false)
      }
    }, addDelayMs)
  }

  return (
    <Modal title={`Protection ${model.name}`} onClose={closeConfigurator} className="max-w-lg">
      {pricing.isError ? (
        <QueryError error={pricing.error} onRetry={() => void pricing.refetch()} />
      ) : !table ? (
        <Spinner label="Chargement des tarifs…" />
      ) : (
        <div className="space-y-5">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">1. Type de protection</legend>
            <div className="mt-2 space-y-2">
              {model.protections.map((protection) => (
                <label key={protection} className={optionClasses(state.protection === protection)}>
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="protection"
                      className="size-4 accent-brand-700"
                      checked={state.protection === protection}
                      onChange={() => dispatch({ type: 'protection', protection })}
                    />
                    {protectionNames[protection]}
                  </span>
                  <span className="font-semibold">{formatCents(protectionPriceCents(table, protection))}</span>
                </label>
              ))}
            </div>
          </fieldset>

          {state.protection ? (
            <fieldset>
              <legend className="text-sm font-semibold text-slate-900">2. Protection arrière (facultative)</legend>
              <div className="mt-2 space-y-2">
                {([null, ...backOptionIds] as (BackOptionId | null)[]).map((back) => (
                  <label key={back ?? 'none'} className={optionClasses(state.back === back)}>
                    <span className="flex items-center gap-3">
                      <input
                        type="radio"
                        name="back"
                        className="size-4 accent-brand-700"
                        checked={state.back === back}
                        onChange={() => dispatch({ type: 'back', back })}
                      />
                      {back ? backOptionNames[back] : 'Sans protection arrière'}
                    </span>
                    <span className="font-semibold">{back ? `+ ${formatCents(backOptionPriceCents(table, back))}` : ''}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {state.back === 'integral-photo' ? (
            <PhotoPicker
              purpose="device"
              photo={state.photo}
              token={session?.token}
              onChange={(photo) => dispatch({ type: 'photo', photo })}
            />
          ) : null}

          <div className="flex items-center justify-between border-t border-slate-200 pt-4">
            <span className="font-semibold text-slate-900">Total</span>
            <span className="text-xl font-bold text-slate-900" data-testid="configuration-total">
              {formatCents(configurationCents(state, table))}
            </span>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button className="flex-1" onClick={add} disabled={!canAdd(state) || adding} aria-busy={adding}>
              {adding ? 'Ajout en cours...' : category === 'telephone' && !session ? 'Se connecter pour commander' : 'Ajouter au panier'}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={closeConfigurator}>
              Annuler
            </Button>
          </div>
        </div>
      )}
    </Modal>
  )
}
