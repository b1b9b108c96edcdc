import type { ReactNode } from 'react'

import { catalogueCollections } from '@shop/domain/catalogue'

import { PageIntro } from '../../../components/ui/page-intro'
import type { CategoryConfig } from '../category-config'
import { CatalogueResults } from './catalogue-results'
import { LazyConfiguratorHost, LazyProductDialogHost } from './lazy-dialogs'
import { StartingPrice } from './starting-price'

type CategoryPageProps = {
  config: CategoryConfig
  title: string
  lead: ReactNode
  /** The page's description for search engines and social cards. */
  description: string
  /** In the title band, under the starting price. */
  heroExtra?: ReactNode
  /** Sections of the page (CMS) between its title band and the models, and after the models. */
  beforeResults?: ReactNode
  afterResults?: ReactNode
}

/** A category page: its title band (with the starting price), the filtered models, the configurator. */
export function CategoryPage({ config, title, lead, description, heroExtra, beforeResults, afterResults }: CategoryPageProps) {
  return (
    <>
      <PageIntro eyebrow={catalogueCollections[config.collection].label} title={title} lead={lead}>
        <StartingPrice collection={config.collection} />
        {heroExtra}
      </PageIntro>
      {beforeResults}
      <CatalogueResults config={config} meta={{ title, description }} />
      {afterResults}
      {'configurator' in config ? <LazyConfiguratorHost /> : <LazyProductDialogHost />}
    </>
  )
}
