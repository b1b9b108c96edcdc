import type { CatalogueCard } from '@shop/domain/catalogue-reads'

import { cn } from '../../../lib/cn'
import type { CategoryConfig } from '../category-config'
import type { CatalogueView } from '../hooks/use-catalogue-filters'
import { ModelCard } from './model-card'

/** Cards in the first row (4 columns on desktop) load at once; the rest lazily. */
const firstRowSize = 4

const layouts: Record<CatalogueView, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4',
  list: 'grid gap-3',
}

type ModelGridProps = { models: readonly CatalogueCard[]; config: CategoryConfig; view: CatalogueView }

export function ModelGrid({ models, config, view }: ModelGridProps) {
  return (
    <ul className={layouts[view]}>
      {models.map((model, index) => (
        <li key={model.id}>
          <ModelCard model={model} config={config} view={view} eagerImage={index < firstRowSize} />
        </li>
      ))}
    </ul>
  )
}

export function ModelGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={cn(layouts.grid)}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-2xl border border-slate-200">
          <div className="aspect-square bg-slate-100" />
          <div className="space-y-2 p-4">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  )
}
