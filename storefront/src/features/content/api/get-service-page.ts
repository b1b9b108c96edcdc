import { queryOptions, useQuery } from '@tanstack/react-query'

import { servicePageSchemas, type ServicePage, type ServicePageSlug } from '@shop/domain/content'
import { pageQueryKey } from '@shop/domain/page-queries'

import { invalidResponse } from '../../../lib/api-client'
import { getPageAnswer } from '../../../lib/page-answers'

type ServicePageQuery<Slug extends ServicePageSlug> = { slug: Slug; preview: boolean }

/**
 * The texts of one service page (/garantie, /livraison, /guide-installation, /about) as published
 * in the CMS, or its draft in preview. Read when the page opens, never baked into its HTML.
 */
async function getServicePage<Slug extends ServicePageSlug>(
  { slug, preview }: ServicePageQuery<Slug>,
  signal?: AbortSignal,
): Promise<ServicePage<Slug>> {
  return parseServicePage(slug, await getPageAnswer({ kind: 'service-page', slug, preview }, signal))
}

/** A service page's answer (the server's render of the page gives the same one). */
export function parseServicePage<Slug extends ServicePageSlug>(slug: Slug, body: unknown): ServicePage<Slug> {
  const parsed = servicePageSchemas[slug].safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data as ServicePage<Slug>
}

function servicePageQueryOptions<Slug extends ServicePageSlug>(query: ServicePageQuery<Slug>) {
  return queryOptions({
    queryKey: pageQueryKey({ kind: 'service-page', ...query }),
    queryFn: ({ signal }) => getServicePage(query, signal),
  })
}

export function useServicePage<Slug extends ServicePageSlug>(query: ServicePageQuery<Slug>) {
  return useQuery(servicePageQueryOptions(query))
}
