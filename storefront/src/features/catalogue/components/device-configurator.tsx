import { useReducer, useState } from 'react'

import { backOptionIds, backOptionNames, protectionDetails, protectionNames, type BackOptionId } from '@shop/domain/catalogue'
import { formatCents } from '@shop/domain/money'
import type { Pricing } from '@shop/domain/pricing'
import { backOptionField, backOptionPriceCents, protectionField, protectionPriceCents } from '@shop/domain/price-rules'

import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { openAuthDialog } from '../../../hooks/use-auth-dialog'
import { useSignedInSession } from '../../../hooks/use-session'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { usePricing } from '../api/get-pricing'
import { closeConfigurator, useConfigurator, type ConfiguratorTarget } from '../hooks/use-configurator'
import { resumePendingConfiguration } from '../hooks/use-pending-configuration'
import { addCartLine } from '../stores/add-to-cart'
import {
  canAdd,
  configurationCents,
  configuredLine,
  configure,
  emptyConfiguration,
  type DeviceConfiguration,
} from '../stores/device-configuration'
import { keepPendingConfiguration } from '../stores/pending-configuration'
import { ChoiceList } from '../../../components/ui/choice-list'
import { DialogTotalFooter } from './dialog-total-footer'
import { PhotoPicker } from './photo-picker'
import { referenceCentsOf, SaleNotice } from './sale-notice'

/** Spec catalogue-and-content §9: the add shows its busy state for about 0.8 s. */
const addDelayMs = 800

/** The open configurator, if any (rendered by the pages that sell phones and tablets). */
export function ConfiguratorHost() {
  const target = useConfigurator()
  if (!target) return null
  return <DeviceConfigurator key={`${target.category}/${target.model.slug}`} target={target} />
}

/**
 * Protection (with what it is and does), back option and photo for one phone or tablet, with
 * the order summary and the live total (spec catalogue-and-content §4). Phones need a signed-in
 * customer: the sign-in dialog opens instead, and this dialog comes back with the same choices.
 */
function DeviceConfigurator({ target }: { target: ConfiguratorTarget }) {
  const { model, category } = target
  const pricing = usePricing({ collection: category === 'telephone' ? 'phones' : 'tablets', slug: model.slug })
  const session = useSignedInSession()
  const [state, dispatch] = useReducer(configure, target.initial ?? emptyConfiguration)
  const tableName = category === 'telephone' ? 'phone' : 'tablet'
  const [adding, setAdding] = useState(false)
  const timeouts = useTimeouts()
  const table = pricing.data ? (category === 'telephone' ? pricing.data.phone : pricing.data.tablet) : null
  const line = configuredLine(state, category, model.slug)
  const pricedModel = { name: model.name, protections: model.protections }

  const add = () => {
    const prices = pricing.data
    if (!prices || !line || !canAdd(state)) return
    if (category === 'telephone' && !session) {
      keepPendingConfiguration(target, state)
      closeConfigurator()
      openAuthDialog('login', { title: 'Se connecter pour commander', onSignedIn: resumePendingConfiguration })
      return
    }
    setAdding(true)
    timeouts.schedule(() => {
      const added = addCartLine(line, pricedModel, prices, {
        // Spec §3: model, protection, back option and a timestamp make the line's identity.
        id: [model.slug, state.protection, state.back, Date.now()].filter(Boolean).join('-'),
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
      ) : !table || !pricing.data ? (
        <Spinner label="Chargement des tarifs…" />
      ) : (
        <div className="space-y-5">
          <ChoiceList
            legend="1. Type de protection"
            name="protection"
            options={model.protections.map((id) => ({
              value: id,
              label: protectionNames[id],
              description: protectionDetails[id].description,
              features: protectionDetails[id].features,
              price: formatCents(protectionPriceCents(table, id)),
              referenceCents: referenceCentsOf(pricing.data, protectionField(tableName, id)),
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
                referenceCents: back ? referenceCentsOf(pricing.data, backOptionField(tableName, back)) : undefined,
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

          <SaleNotice
            prices={pricing.data}
            fields={[
              ...model.protections.map((id) => protectionField(tableName, id)),
              ...(state.protection ? backOptionIds.map((back) => backOptionField(tableName, back)) : []),
            ]}
          />

          <OrderSummary modelName={model.name} state={state} table={table} />

          <DialogTotalFooter
            totalCents={configurationCents(line, pricedModel, pricing.data)}
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

/** What the line will hold: the model, each chosen option with its price, the photo. */
function OrderSummary({ modelName, state, table }: { modelName: string; state: DeviceConfiguration; table: Pricing['phone'] }) {
  if (!state.protection) return null
  const rows = [
    { label: protectionNames[state.protection], price: formatCents(protectionPriceCents(table, state.protection)) },
    ...(state.back ? [{ label: backOptionNames[state.back], price: `+ ${formatCents(backOptionPriceCents(table, state.back))}` }] : []),
  ]
  return (
    <section aria-label="Récapitulatif de la commande" className="rounded-xl bg-slate-50 p-4 text-sm">
      <h3 className="font-semibold text-slate-900">Récapitulatif</h3>
      <p className="mt-1 text-slate-600">{modelName}</p>
      <dl className="mt-2 space-y-1">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="font-medium text-slate-900">{row.price}</dd>
          </div>
        ))}
        {state.photo ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">Photo</dt>
            <dd className="truncate font-medium text-slate-900">{state.photo.name}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
