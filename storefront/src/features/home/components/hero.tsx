import type { ReactNode } from 'react'
import { Link } from 'react-router'

import type { DeliveryMode } from '@shop/domain/delivery'
import { deliversFree, deliveryPromise, warrantyPromise, type ShopPromises } from '@shop/domain/shop-promises'

import { buttonClasses } from '../../../components/ui/button'
import { BookIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons'
import { paths } from '../../../config/paths'

type HeroProps = {
  /** The search box (from the search feature). */
  search: ReactNode
  /** Scrolls to the categories section. */
  onShowProducts: () => void
  /** The offered delivery modes and the settings' promises; undefined while they load. */
  deliveryModes: readonly DeliveryMode[] | undefined
  promises: ShopPromises | undefined
}

/** Each promise worded from the data that backs it, and left out while that data is unknown. */
export function Hero({ search, onShowProducts, deliveryModes, promises }: HeroProps) {
  const delivery = deliveryModes ? deliveryPromise(deliveryModes) : null
  const warranty = promises ? warrantyPromise(promises.warrantyDays) : null
  return (
    <section className="surface-dark relative overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-accent-900 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-500/20 blur-3xl" />
      <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
          Protections hydrogel sur mesure
        </p>
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          La protection d'écran parfaite pour chacun de vos appareils
        </h1>
        <p className="max-w-2xl text-lg text-brand-50">
          Téléphones, tablettes, montres, consoles, ordinateurs et écrans de voiture : trouvez le film adapté à votre modèle
          {deliveryModes && deliversFree(deliveryModes) ? ', livré gratuitement' : ''}.
        </p>
        {search}
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={onShowProducts} className={buttonClasses({ variant: 'light', size: 'lg' })}>
            Voir nos produits
          </button>
          <Link to={paths.installationGuide} className={buttonClasses({ variant: 'outline-light', size: 'lg' })}>
            <BookIcon className="size-5" />
            Guide d'installation
          </Link>
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-50">
          {delivery ? (
            <li className="flex items-center gap-2">
              <TruckIcon className="size-5 text-brand-300" />
              {delivery.title}
            </li>
          ) : null}
          {warranty ? (
            <li className="flex items-center gap-2">
              <ShieldIcon className="size-5 text-brand-300" />
              {warranty.title}
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <ShieldIcon className="size-5 text-brand-300" />
            Découpe sur mesure, modèle par modèle
          </li>
        </ul>
      </div>
    </section>
  )
}
