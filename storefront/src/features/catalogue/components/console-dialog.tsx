import { useState } from 'react'

import {
  consoleBackIds,
  consoleBackNames,
  consoleProtectionIds,
  consoleProtectionNames,
  type ConsoleBackId,
  type ConsoleProtectionId,
} from '@shop/domain/catalogue'
import type { CatalogueCard } from '@shop/domain/catalogue-reads'
import { formatCents, toCents } from '@shop/domain/money'
import type { Pricing } from '@shop/domain/pricing'
import { consoleBackField, consoleBackPriceCents, consoleProtectionField, consoleProtectionPriceCents } from '@shop/domain/price-rules'

import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useSignedInSession } from '../../../hooks/use-session'
import { usePricing } from '../api/get-pricing'
import { closeProductDialog } from '../hooks/use-product-dialog'
import { addCartLine } from '../stores/add-to-cart'
import type { UploadedPhoto } from '../stores/device-configuration'
import { ChoiceList } from '../../../components/ui/choice-list'
import { DialogTotalFooter } from './dialog-total-footer'
import { PhotoPicker } from './photo-picker'
import { referenceCentsOf, SaleNotice } from './sale-notice'

type ConsoleChoice = { protection: ConsoleProtectionId | null; back: ConsoleBackId | null; photo: UploadedPhoto | null }

function totalCents(table: Pricing['console'], isController: boolean, choice: ConsoleChoice): number {
  if (isController) return toCents(table.controllerBase)
  if (!choice.protection) return 0
  return consoleProtectionPriceCents(table, choice.protection) + (choice.back ? consoleBackPriceCents(table, choice.back) : 0)
}

/**
 * Console: screen protection, optional back skin (with a photo of 5 MB at most). Controller: a
 * printed skin, which needs the photo (spec catalogue-and-content §4-§5).
 */
export function ConsoleDialog({ model }: { model: CatalogueCard }) {
  const pricing = usePricing({ collection: 'consoles', slug: model.slug })
  const session = useSignedInSession()
  const isController = model.kind === 'controller'
  const [choice, setChoice] = useState<ConsoleChoice>({ protection: null, back: null, photo: null })
  const needsPhoto = isController || choice.back === 'photo'
  const ready = (isController || choice.protection !== null) && (!needsPhoto || choice.photo !== null)

  const add = () => {
    if (!pricing.data || !ready) return
    const { protection, back, photo } = choice
    const priced = { name: model.name, kind: model.kind }
    const image = model.image?.url
    let added = false
    if (isController && photo) {
      const line = { category: 'manette', productId: model.slug, photoId: photo.token, quantity: 1 } as const
      added = addCartLine(line, priced, pricing.data, { id: `${model.slug}-skin-${photo.token}`, image })
    } else if (protection) {
      const line = {
        category: 'console',
        productId: model.slug,
        protection,
        ...(back ? { back } : {}),
        ...(photo ? { photoId: photo.token } : {}),
        quantity: 1,
      } as const
      const id = [model.slug, protection, back, photo?.token].filter(Boolean).join('-')
      added = addCartLine(line, priced, pricing.data, { id, image })
    }
    if (added) closeProductDialog()
  }

  return (
    <Modal title={`Personnaliser ${model.name}`} onClose={closeProductDialog} className="max-w-lg">
      {pricing.isError ? (
        <QueryError error={pricing.error} onRetry={() => void pricing.refetch()} />
      ) : !pricing.data ? (
        <Spinner label="Chargement des tarifs…" />
      ) : (
        <div className="space-y-5">
          {isController ? (
            <p className="text-sm text-slate-700">Un skin imprimé avec la photo de votre choix, découpé pour votre manette.</p>
          ) : (
            <>
              <ChoiceList
                legend="1. Protection d'écran"
                name="protection"
                options={consoleProtectionIds.map((id) => ({
                  value: id,
                  label: consoleProtectionNames[id],
                  price: formatCents(consoleProtectionPriceCents(pricing.data.console, id)),
                  referenceCents: referenceCentsOf(pricing.data, consoleProtectionField(id)),
                }))}
                value={choice.protection}
                onChange={(protection) => setChoice({ protection, back: null, photo: null })}
              />
              {choice.protection ? (
                <ChoiceList
                  legend="2. Skin arrière (facultatif)"
                  name="back"
                  options={([null, ...consoleBackIds] as (ConsoleBackId | null)[]).map((back) => ({
                    value: back,
                    label: back ? consoleBackNames[back] : 'Sans skin arrière',
                    price: back ? `+ ${formatCents(consoleBackPriceCents(pricing.data.console, back))}` : undefined,
                    referenceCents: back ? referenceCentsOf(pricing.data, consoleBackField(back)) : undefined,
                  }))}
                  value={choice.back}
                  onChange={(back) => setChoice((current) => ({ ...current, back, photo: back === 'photo' ? current.photo : null }))}
                />
              ) : null}
            </>
          )}
          {needsPhoto ? (
            <PhotoPicker
              purpose="console"
              photo={choice.photo}
              token={session?.token}
              onChange={(photo) => setChoice((current) => ({ ...current, photo }))}
            />
          ) : null}
          <SaleNotice
            prices={pricing.data}
            fields={
              isController
                ? ['console.controllerBase']
                : [...consoleProtectionIds.map(consoleProtectionField), ...(choice.protection ? consoleBackIds.map(consoleBackField) : [])]
            }
          />
          <DialogTotalFooter
            totalCents={totalCents(pricing.data.console, isController, choice)}
            referenceCents={isController ? referenceCentsOf(pricing.data, 'console.controllerBase') : undefined}
            onAdd={add}
            onCancel={closeProductDialog}
            canAdd={ready}
          />
        </div>
      )}
    </Modal>
  )
}
