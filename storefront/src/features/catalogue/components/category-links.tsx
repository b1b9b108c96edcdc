import type { ComponentType, SVGProps } from 'react'
import { Link } from 'react-router'

import {
  carBrands,
  catalogueCollections,
  catalogueCollectionSlugs,
  consoleBrands,
  laptopBrands,
  phoneBrands,
  tabletBrands,
  watchBrands,
  type CatalogueCollection,
} from '@shop/domain/catalogue'

import { ArrowRightIcon, CarIcon, GamepadIcon, LaptopIcon, PhoneIcon, TabletIcon, WatchIcon } from '../../../components/ui/icons'

const icons: Record<CatalogueCollection, ComponentType<SVGProps<SVGSVGElement>>> = {
  phones: PhoneIcon,
  tablets: TabletIcon,
  watches: WatchIcon,
  consoles: GamepadIcon,
  laptops: LaptopIcon,
  'car-models': CarIcon,
}

const brands: Record<CatalogueCollection, readonly string[]> = {
  phones: phoneBrands,
  tablets: tabletBrands,
  watches: watchBrands,
  consoles: consoleBrands,
  laptops: laptopBrands,
  'car-models': carBrands,
}

function brandLine(collection: CatalogueCollection): string {
  const list = brands[collection]
  const shown = list.slice(0, 4).join(', ')
  return list.length > 4 ? `${shown}…` : shown
}

/** The six category pages as cards (home page). */
export function CategoryLinks() {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {catalogueCollectionSlugs.map((collection) => {
        const { label, path } = catalogueCollections[collection]
        const Icon = icons[collection]
        return (
          <li key={collection}>
            <Link
              to={path}
              className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <Icon className="size-7" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold text-slate-900">{label}</span>
                <span className="block truncate text-sm text-slate-600">{brandLine(collection)}</span>
              </span>
              <ArrowRightIcon className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-1 group-hover:text-brand-700" />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
