import { Link } from 'react-router-dom'

import { consoleKindLabels } from '@shop/domain/catalogue'

import { phonePath } from '../../../config/paths'
import type { CatalogueModel } from '../api/schemas'
import { ModelImage } from './model-image'

const cardImageSizes = '(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw'

const inchFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** The per-collection detail a card shows under the brand (case size, screen sizes, kind…). */
function detailOf(model: CatalogueModel): string | null {
  if (model.size) return `Boîtier ${model.size}`
  if (model.screenSize) return `Écran ${model.screenSize.replace('.', ',')}`
  if (model.sizes && model.sizes.length > 0) return model.sizes.map((size) => `${inchFormat.format(size)}"`).join(' · ')
  return null
}

type ModelCardProps = {
  model: CatalogueModel
  /** Phones have a product page; the other categories will open a dialog. */
  linkToPhonePage?: boolean
  eagerImage?: boolean
}

export function ModelCard({ model, linkToPhonePage = false, eagerImage = false }: ModelCardProps) {
  const detail = detailOf(model)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative bg-slate-50 p-4">
        <ModelImage
          image={model.image}
          fallbackAlt={model.name}
          sizes={cardImageSizes}
          eager={eagerImage}
          className="aspect-square w-full rounded-lg"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200">
          {model.year}
        </span>
        {model.kind ? (
          <span className="absolute top-3 right-3 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
            {consoleKindLabels[model.kind]}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{model.brand}</p>
        <h2 className="text-base leading-snug font-semibold text-slate-900">
          {linkToPhonePage ? (
            <Link to={phonePath(model.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
              {model.name}
            </Link>
          ) : (
            model.name
          )}
        </h2>
        <p className="text-sm text-slate-600">
          {model.year}
          {detail ? ` · ${detail}` : null}
        </p>
      </div>
    </article>
  )
}
