import { useEffect, useRef } from 'react'

import { catalogueCollections } from '@shop/domain/catalogue'
import type { CatalogueCard } from '@shop/domain/catalogue-reads'
import { defaultKinds } from '@shop/domain/page-data'

import { Button } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { phonePath } from '../../../config/paths'
import { usePageMeta } from '../../../hooks/use-page-meta'
import { useSiteOrigin } from '../../../lib/server-render'
import { plural } from '../../../lib/plural'
import { useCatalogue } from '../api/get-catalogue'
import type { CategoryConfig } from '../category-config'
import { useCatalogueFilters } from '../hooks/use-catalogue-filters'
import { CatalogueToolbar } from './catalogue-toolbar'
import { ModelGrid, ModelGridSkeleton } from './model-grid'

/** Spec catalogue-and-content §9: the next page loads when the visitor is within 200 px of the end. */
const loadAheadPx = 200

/** schema.org ItemList of the models shown, for search engines. */
function itemList(config: CategoryConfig, title: string, total: number, models: readonly CatalogueCard[], origin: string) {
  const pagePath = catalogueCollections[config.collection].path
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    numberOfItems: total,
    itemListElement: models.map((model, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: model.name,
      url: origin + (config.collection === 'phones' ? phonePath(model.slug) : pagePath),
    })),
  }
}

type CatalogueResultsProps = {
  config: CategoryConfig
  meta: { title: string; description: string }
}

/** The models of a category: filters, count, grid or list, and the next pages as one scrolls. */
export function CatalogueResults({ config, meta }: CatalogueResultsProps) {
  const controls = useCatalogueFilters(defaultKinds[config.collection])
  const catalogue = useCatalogue(config.collection, controls.filters)
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = catalogue

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: `0px 0px ${loadAheadPx}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  const first = catalogue.data?.pages[0]
  const models = catalogue.data?.pages.flatMap((page) => page.docs) ?? []
  const origin = useSiteOrigin()
  usePageMeta({
    ...meta,
    structuredData: first ? itemList(config, meta.title, first.totalDocs, first.docs, origin) : undefined,
    image: first?.docs[0]?.image?.url,
  })

  return (
    <section aria-labelledby="models-count" className="py-8 sm:py-12">
      <Container>
        <CatalogueToolbar config={config} brands={first?.brands ?? []} controls={controls} />
        <p id="models-count" className="mt-6 mb-4 text-sm font-medium text-slate-600" aria-live="polite">
          {first ? `${plural(first.totalDocs, 'modèle')} ${first.totalDocs > 1 ? 'disponibles' : 'disponible'}` : 'Chargement des modèles…'}
        </p>
        {catalogue.isPending ? (
          <ModelGridSkeleton />
        ) : catalogue.isError && models.length === 0 ? (
          <QueryError error={catalogue.error} onRetry={() => void catalogue.refetch()} />
        ) : models.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{config.emptyText}</p>
            <p className="mt-1 text-slate-600">Essayez de modifier vos filtres</p>
            <Button variant="secondary" className="mt-5" onClick={controls.reset}>
              Réinitialiser les filtres
            </Button>
          </div>
        ) : (
          <>
            <ModelGrid models={models} config={config} view={controls.view} />
            <div ref={sentinel} className="mt-8 flex justify-center">
              {isFetchingNextPage ? (
                <Spinner label="Chargement de modèles supplémentaires…" />
              ) : hasNextPage ? (
                <Button variant="secondary" onClick={() => void fetchNextPage()}>
                  Voir plus de modèles
                </Button>
              ) : null}
            </div>
          </>
        )}
      </Container>
    </section>
  )
}
