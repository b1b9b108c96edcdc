import { useState } from 'react'
import { useNavigate } from 'react-router'

import { standardLaptopSizes, type ProtectionId } from '@shop/domain/catalogue'
import type { CatalogueCard } from '@shop/domain/catalogue-reads'
import { formatCents } from '@shop/domain/money'
import { protectionField } from '@shop/domain/price-rules'

import { Modal } from '../../../components/ui/modal'
import { paths } from '../../../config/paths'
import { usePricing } from '../api/get-pricing'
import { closeProductDialog } from '../hooks/use-product-dialog'
import { addCartLine } from '../stores/add-to-cart'
import { ChoiceList } from '../../../components/ui/choice-list'
import { DialogTotalFooter } from './dialog-total-footer'
import { referenceCentsOf, SaleNotice } from './sale-notice'

const inches = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** Protection, and the screen size when the model is not of a standard size; then the checkout page. */
export function LaptopDialog({ model }: { model: CatalogueCard }) {
  const navigate = useNavigate()
  const pricing = usePricing({ collection: 'laptops', slug: model.slug })
  const [protection, setProtection] = useState<ProtectionId | null>(null)
  const [size, setSize] = useState<number | null>(null)
  const offers = model.protections ?? []
  const sizes = model.sizes ?? []
  const sizeStep = sizes.some((value) => !(standardLaptopSizes as readonly number[]).includes(value))
  const offer = offers.find((candidate) => candidate.id === protection)

  const add = () => {
    if (!offer || !pricing.data) return
    const line = {
      category: 'ordinateur',
      productId: model.slug,
      protection: offer.id,
      ...(size === null ? {} : { size }),
      quantity: 1,
    } as const
    const added = addCartLine(line, { name: model.name }, pricing.data, {
      id: [model.slug, offer.id, size].filter((part) => part !== null).join('-'),
      image: model.image?.url,
      legacyFields: { productName: model.name, protectionType: offer.id, ...(size === null ? {} : { laptopSize: size }) },
    })
    if (!added) return
    closeProductDialog()
    navigate(paths.checkout)
  }

  return (
    <Modal title={`Protection ${model.name}`} onClose={closeProductDialog} className="max-w-lg">
      <div className="space-y-5">
        <ChoiceList
          legend="1. Type de protection"
          name="protection"
          options={offers.map((candidate) => ({
            value: candidate.id,
            label: candidate.name,
            price: formatCents(candidate.priceCents),
            referenceCents: referenceCentsOf(pricing.data, protectionField('laptop', candidate.id)),
          }))}
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
        <SaleNotice prices={pricing.data} fields={offers.map((candidate) => protectionField('laptop', candidate.id))} />
        <DialogTotalFooter
          totalCents={offer?.priceCents ?? 0}
          onAdd={add}
          onCancel={closeProductDialog}
          canAdd={Boolean(offer) && pricing.data !== undefined}
        />
      </div>
    </Modal>
  )
}
