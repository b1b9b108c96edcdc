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
import { consoleBackPriceCents, consoleProtectionPriceCents } from '@shop/domain/price-rules'

import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useSignedInSession } from '../../auth/hooks/use-session'
import { usePricing } from '../api/get-pricing'
import { closeProductDialog } from '../hooks/use-product-dialog'
import { addToCart } from '../stores/add-to-cart'
import type { UploadedPhoto } from '../stores/device-configuration'
import { ChoiceList } from './choice-list'
import { DialogTotalFooter } from './dialog-total-footer'
import { PhotoPicker } from './photo-picker'


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
  const pricing = usePricing()
  const session = useSignedInSession()
  const isController = model.kind === 'controller'
  const [choice, setChoice] = useState<ConsoleChoice>({ protection: null, back: null, photo: null })
  const needsPhoto = isController || choice.back === 'photo'
  const ready = (isController || choice.protection !== null) && (!needsPhoto || choice.photo !== null)

  const add = () => {
    if (!pricing.data || !ready) return
    const price = totalCents(pricing.data.console, isController, choice) / 100
    const common = { quantity: 1, price, image: model.image?.url, productId: model.slug }
    const added = isController
      ? addToCart({ ...common, id: `${model.slug}-skin-${choice.photo?.id}`, name: `${model.name} - Skin personnalisé`, category: 'manette', photoId: choice.photo?.id })
      : addToCart({
          ...common,
          id: [model.slug, choice.protection, choice.back, choice.photo?.id].filter(Boolean).join('-'),
          name: [model.name, choice.protection ? consoleProtectionNames[choice.protection] : null, choice.back ? consoleBackNames[choice.back] : null].filter(Boolean).join(' - '),
          category: 'console',
          protection: choice.protection,
          ...(choice.back ? { back: choice.back } : {}),
          ...(choice.photo ? { photoId: choice.photo.id } : {}),
        })
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
                options={consoleProtectionIds.map((id) => ({ value: id, label: consoleProtectionNames[id], price: formatCents(consoleProtectionPriceCents(pricing.data.console, id)) }))}
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
                  }))}
                  value={choice.back}
                  onChange={(back) => setChoice((current) => ({ ...current, back, photo: back === 'photo' ? current.photo : null }))}
                />
              ) : null}
            </>
          )}
          {needsPhoto ? (
            <PhotoPicker purpose="console" photo={choice.photo} token={session?.token} onChange={(photo) => setChoice((current) => ({ ...current, photo }))} />
          ) : null}
          <DialogTotalFooter
            totalCents={totalCents(pricing.data.console, isController, choice)}
            onAdd={add}
            onCancel={closeProductDialog}
            canAdd={ready}
          />
        </div>
      )}
    </Modal>
  )
}
