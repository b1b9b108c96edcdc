import type { CatalogueCollection } from '@shop/domain/catalogue'

import { Container } from '../../../components/ui/container'
import { plural } from '../../../lib/plural'
import { useModels } from '../api/get-models'
import { ModelGrid, ModelGridSkeleton } from './model-grid'
import { QueryError } from '../../../components/ui/query-error'

type ModelListProps = { collection: CatalogueCollection; emptyText?: string }

/** The first page of a category's models, with their total count. */
export function ModelList({ collection, emptyText = 'Aucun modèle trouvé' }: ModelListProps) {
  const { data, error, isPending, refetch } = useModels(collection)

  return (
    <section aria-labelledby="models-count" className="py-8 sm:py-12">
      <Container>
        <div className="mb-6 flex items-baseline justify-between gap-4">
          <p id="models-count" className="text-sm font-medium text-slate-600" aria-live="polite">
            {data ? plural(data.totalDocs, 'modèle') : isPending ? 'Chargement des modèles…' : ''}
          </p>
        </div>
        {isPending ? (
          <ModelGridSkeleton />
        ) : error ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : data.docs.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {emptyText}
          </p>
        ) : (
          <ModelGrid models={data.docs} linkToPhonePage={collection === 'phones'} />
        )}
      </Container>
    </section>
  )
}
