import type { CatalogueModel } from '../api/schemas'
import { ModelCard } from './model-card'

/** Cards in the first row (4 columns on desktop) load at once; the rest lazily. */
const firstRowSize = 4

type ModelGridProps = { models: readonly CatalogueModel[]; linkToPhonePage?: boolean }

export function ModelGrid({ models, linkToPhonePage }: ModelGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
      {models.map((model, index) => (
        <li key={model.id}>
          <ModelCard model={model} linkToPhonePage={linkToPhonePage} eagerImage={index < firstRowSize} />
        </li>
      ))}
    </ul>
  )
}

export function ModelGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
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
