import { useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { standardLaptopSizes, type ProtectionId } from '@shop/domain/catalogue'
import type { CatalogueCard } from '@shop/domain/catalogue-reads'
import { formatCents } from '@shop/domain/money'

import { Modal } from '../../../components/ui/modal'
import { paths } from '../../../config/paths'
import { closeProductDialog } from '../hooks/use-product-dialog'
import { addToCart } from '../stores/add-to-cart'
import { ChoiceList } from './choice-list'
import { DialogTotalFooter } from './dialog-total-footer'

const inches = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** Protection, and the screen size when the model is not of a standard size; then the checkout page. */
export function LaptopDialog({ model }: { model: CatalogueCard }) {
  const navigate = useNavigate()
  const [protection, setProtection] = useState<ProtectionId | null>(null)
  const [size, setSize] = useState<number | null>(null)
  const offers = model.protections ?? []
  const sizes = model.sizes ?? []
  const sizeStep = sizes.some((value) => !(standardLaptopSizes as readonly number[]).includes(value))
  const offer = offers.find((candidate) => candidate.id === protection)

  const add = () => {
    if (!offer) return
    const sizeText = size === null ? '' : ` ${inches.format(size)}"`
    const added = addToCart({
      id: [model.slug, offer.id, size].filter((part) => part !== null).join('-'),
      name: `${model.name}${sizeText} - ${offer.name}`,
      price: offer.priceCents / 100,
      quantity: 1,
      image: model.image?.url,
      category: 'ordinateur',
      productId: model.slug,
      productName: model.name,
      protection: offer.id,
      protectionType: offer.id,
      ...(size === null ? {} : { size, laptopSize: size }),
    })
    if (!added) return
    closeProductDialog()
    navigate(paths.commande)
  }

  return (
    <Modal title={`Protection ${model.name}`} onClose={closeProductDialog} className="max-w-lg">
      <div className="space-y-5">
        <ChoiceList
          legend="1. Type de protection"
          name="protection"
          options={offers.map((candidate) => ({ value: candidate.id, label: candidate.name, price: formatCents(candidate.priceCents) }))}
          value={protection}
          onChange={setProtection}
        />
        {sizeStep ? (
          <ChoiceList
            legend="2. Taille d'écran (facultatif)"
            name="size"
            options={sizes.map((value) => ({ value, label: `${inches.format(value)} pouces` }))}
            value={size}
            onChange={setSize}
          />
        ) : null}
        <DialogTotalFooter totalCents={offer?.priceCents ?? 0} onAdd={add} onCancel={closeProductDialog} canAdd={Boolean(offer)} />
      </div>
    </Modal>
  )
}
