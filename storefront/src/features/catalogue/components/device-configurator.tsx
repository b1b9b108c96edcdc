import { useReducer, useState } from 'react'

import { backOptionIds, backOptionNames, protectionNames, type BackOptionId } from '@shop/domain/catalogue'
import { formatCents } from '@shop/domain/money'
import { backOptionPriceCents, protectionPriceCents } from '@shop/domain/price-rules'

import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { openAuthDialog } from '../../../hooks/use-auth-dialog'
import { useSignedInSession } from '../../../hooks/use-session'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { usePricing } from '../api/get-pricing'
import { closeConfigurator, openConfigurator, useConfigurator, type ConfiguratorTarget } from '../hooks/use-configurator'
import { addCartLine } from '../stores/add-to-cart'
import { canAdd, configurationCents, configure, emptyConfiguration } from '../stores/device-configuration'
import { ChoiceList } from './choice-list'
import { DialogTotalFooter } from './dialog-total-footer'
import { PhotoPicker } from './photo-picker'

/** Spec catalogue-and-content §9: the add shows its busy state for about 0.8 s. */
const addDelayMs = 800

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
    const prices = pricing.data
    if (!prices || !table || !state.protection || !canAdd(state)) return
    if (category === 'telephone' && !session) {
      closeConfigurator()
      openAuthDialog('login', { title: 'Se connecter pour commander', onSignedIn: () => openConfigurator(target) })
      return
    }
    const { protection, back, photo } = state
    setAdding(true)
    timeouts.schedule(() => {
      const line = {
        category,
        productId: model.slug,
        protection,
        ...(back ? { back } : {}),
        ...(photo ? { photoId: photo.id } : {}),
        quantity: 1,
      }
      const added = addCartLine(line, { name: model.name, protections: model.protections }, prices, {
        // Spec §3: model, protection, back option and a timestamp make the line's identity.
        id: [model.slug, protection, back, Date.now()].filter(Boolean).join('-'),
        image: model.image ?? undefined,
      })
      if (!added) {
        setAdding(false)
        return
      }
      dispatch({ type: 'reset' })
      closeConfigurator()
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
          <ChoiceList
            legend="1. Type de protection"
            name="protection"
            options={model.protections.map((id) => ({
              value: id,
              label: protectionNames[id],
              price: formatCents(protectionPriceCents(table, id)),
            }))}
            value={state.protection}
            onChange={(protection) => dispatch({ type: 'protection', protection })}
          />

          {state.protection ? (
            <ChoiceList
              legend="2. Protection arrière (facultative)"
              name="back"
              options={([null, ...backOptionIds] as (BackOptionId | null)[]).map((back) => ({
                value: back,
                label: back ? backOptionNames[back] : 'Sans protection arrière',
                price: back ? `+ ${formatCents(backOptionPriceCents(table, back))}` : undefined,
              }))}
              value={state.back}
              onChange={(back) => dispatch({ type: 'back', back })}
            />
          ) : null}

          {state.back === 'integral-photo' ? (
            <PhotoPicker
              purpose="device"
              photo={state.photo}
              token={session?.token}
              onChange={(photo) => dispatch({ type: 'photo', photo })}
            />
          ) : null}

          <DialogTotalFooter
            totalCents={configurationCents(state, table)}
            onAdd={add}
            onCancel={closeConfigurator}
            canAdd={canAdd(state)}
            adding={adding}
            addLabel={category === 'telephone' && !session ? 'Se connecter pour commander' : 'Ajouter au panier'}
          />
        </div>
      )}
    </Modal>
  )
}
