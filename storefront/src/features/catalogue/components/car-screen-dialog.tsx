import { useNavigate } from 'react-router'

import { protectionNames } from '@shop/domain/catalogue'
import type { CatalogueCard } from '@shop/domain/catalogue-reads'

import { Modal } from '../../../components/ui/modal'
import { paths } from '../../../config/paths'
import { usePricing } from '../api/get-pricing'
import { closeProductDialog } from '../hooks/use-product-dialog'
import { addCartLine } from '../stores/add-to-cart'
import { DialogTotalFooter } from './dialog-total-footer'
import { ModelImage } from './model-image'
import { referenceCentsOf, SaleNotice } from './sale-notice'

const features = ['Transparence 99,9 %', 'Anti-rayures', 'Pose sans bulles', 'Compatible écran tactile']

/** Spec core §9: one HD TPU protector per add, then the checkout page. */
export function CarScreenDialog({ model }: { model: CatalogueCard }) {
  const navigate = useNavigate()
  const pricing = usePricing({ collection: 'car-models', slug: model.slug })
  const add = () => {
    if (!pricing.data) return
    const added = addCartLine({ category: 'ecran-auto', productId: model.slug, quantity: 1 }, { name: model.name }, pricing.data, {
      id: `${model.slug}-hd-tpu`,
      image: model.image?.url,
      legacyFields: { productName: model.name },
    })
    if (!added) return
    closeProductDialog()
    navigate(paths.checkout)
  }
  return (
    <Modal title={model.name} onClose={closeProductDialog} className="max-w-lg">
      <div className="space-y-5">
        <div className="flex gap-4">
          <ModelImage image={model.image} sizes="128px" className="size-32 shrink-0 rounded-xl bg-slate-50" />
          <div className="text-sm text-slate-700">
            <p>
              {model.brand} · {model.year}
              {model.screenSize ? ` · Écran ${model.screenSize.replace('.', ',')}` : null}
            </p>
            <p className="mt-2 font-semibold text-slate-900">{protectionNames['hd-tpu']}</p>
            <ul className="mt-2 list-inside list-disc space-y-1">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </div>
        <SaleNotice prices={pricing.data} fields={['car.hdTpu']} />
        <DialogTotalFooter
          totalCents={model.fromCents}
          referenceCents={referenceCentsOf(pricing.data, 'car.hdTpu')}
          onAdd={add}
          onCancel={closeProductDialog}
          canAdd={pricing.data !== undefined}
        />
      </div>
    </Modal>
  )
}
