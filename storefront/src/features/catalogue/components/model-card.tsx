import { Link } from 'react-router'

import { consoleKindLabels } from '@shop/domain/catalogue'
import type { CatalogueCard } from '@shop/domain/catalogue-reads'
import { formatCents } from '@shop/domain/money'

import { Button } from '../../../components/ui/button'
import { phonePath } from '../../../config/paths'
import { cn } from '../../../lib/cn'
import type { CategoryConfig } from '../category-config'
import type { CatalogueView } from '../hooks/use-catalogue-filters'
import { configurableModel, openConfigurator } from '../hooks/use-configurator'
import { isDialogCollection, openProductDialog } from '../hooks/use-product-dialog'
import { toggleFavourite, useFavourites } from '../stores/favourites'
import { ModelImage } from './model-image'
import { WatchPackActions } from './watch-pack-actions'

const gridImageSizes = '(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw'
const inchFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** The per-category detail under the brand (case size, screen sizes, kind…). */
function detailOf(model: CatalogueCard): string | null {
  if (model.size) return `Boîtier ${model.size}`
  if (model.screenSize) return `Écran ${model.screenSize.replace('.', ',')}`
  if (model.sizes && model.sizes.length > 0) return model.sizes.map((size) => `${inchFormat.format(size)}"`).join(' · ')
  return null
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2 0 3.4 1.1 4.1 2.3h2.6c.7-1.2 2.1-2.3 4.1-2.3 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  )
}

type ModelCardProps = { model: CatalogueCard; config: CategoryConfig; view: CatalogueView; eagerImage?: boolean }

export function ModelCard({ model, config, view, eagerImage = false }: ModelCardProps) {
  const favourites = useFavourites()
  const key = `${config.collection}/${model.slug}`
  const favourite = favourites.includes(key)
  const detail = detailOf(model)
  const list = view === 'list'
  const configurator = 'configurator' in config ? config.configurator : undefined
  const collection = config.collection

  return (
    <article
      className={cn(
        'relative flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        list ? 'flex-row items-center' : 'flex-col',
      )}
    >
      <div className={cn('relative bg-slate-50 p-4', list && 'w-32 shrink-0 sm:w-40')}>
        <ModelImage
          image={model.image}
          sizes={list ? '160px' : gridImageSizes}
          eager={eagerImage}
          className="aspect-square w-full rounded-lg"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200">
          {model.year}
        </span>
      </div>
      <button
        type="button"
        onClick={() => toggleFavourite(key)}
        aria-pressed={favourite}
        aria-label={favourite ? `Retirer ${model.name} des favoris` : `Ajouter ${model.name} aux favoris`}
        className={cn(
          'absolute top-2 right-2 z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 hover:text-rose-600',
          favourite ? 'text-rose-600' : 'text-slate-500',
        )}
      >
        <HeartIcon filled={favourite} />
      </button>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {model.brand}
          {model.kind ? ` · ${consoleKindLabels[model.kind]}` : null}
        </p>
        <h2 className="text-base leading-snug font-semibold text-slate-900">
          {config.collection === 'phones' ? (
            <Link to={phonePath(model.slug)} className="hover:text-brand-700 hover:underline">
              {model.name}
            </Link>
          ) : (
            model.name
          )}
        </h2>
        {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
        <p className="mt-auto pt-2 text-sm text-slate-700">
          {model.fromCents === model.toCents ? '' : 'À partir de '}
          <span className="font-bold text-slate-900">{formatCents(model.fromCents)}</span>
        </p>
        {configurator ? (
          <Button size="sm" className="mt-2" onClick={() => openConfigurator({ category: configurator, model: configurableModel(model) })}>
            Choisir ma protection
          </Button>
        ) : config.collection === 'watches' ? (
          <WatchPackActions model={model} />
        ) : isDialogCollection(collection) ? (
          <Button size="sm" className="mt-2" onClick={() => openProductDialog({ collection, model })}>
            {config.collection === 'consoles' ? 'Personnaliser' : 'Choisir ma protection'}
          </Button>
        ) : null}
      </div>
    </article>
  )
}
