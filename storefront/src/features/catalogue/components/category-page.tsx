import type { ReactNode } from 'react'

import { catalogueCollections, type CatalogueCollection } from '@shop/domain/catalogue'

import { PageIntro } from '../../../components/ui/page-intro'
import { ModelList } from './model-list'
import { StartingPrice } from './starting-price'

type CategoryPageProps = {
  collection: CatalogueCollection
  title: string
  lead: ReactNode
  emptyText?: string
}

/** A category page: its title band (with the starting price) and the first models. */
export function CategoryPage({ collection, title, lead, emptyText }: CategoryPageProps) {
  return (
    <>
      <PageIntro eyebrow={catalogueCollections[collection].label} title={title} lead={lead}>
        <StartingPrice collection={collection} />
      </PageIntro>
      <ModelList collection={collection} emptyText={emptyText} />
    </>
  )
}
