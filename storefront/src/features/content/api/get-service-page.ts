import { queryOptions, useQuery } from '@tanstack/react-query'

import { servicePageSchemas, type ServicePage, type ServicePageSlug } from '@shop/domain/content'

import { apiClient, invalidResponse } from '../../../lib/api-client'

type ServicePageQuery<Slug extends ServicePageSlug> = { slug: Slug; preview: boolean }

/**
 * The texts of one service page (/garantie, /livraison, /guide-installation, /about) as published
 * in the CMS, or its draft in preview. Read when the page opens, never baked into its HTML.
 */
export async function getServicePage<Slug extends ServicePageSlug>(
  { slug, preview }: ServicePageQuery<Slug>,
  signal?: AbortSignal,
): Promise<ServicePage<Slug>> {
  const body = await apiClient.get(`/api/globals/${slug}`, { query: { depth: 0, draft: preview || undefined }, signal })
  return parseServicePage(slug, body)
}

/** A service page's answer (the server's render of the page gives the same one). */
export function parseServicePage<Slug extends ServicePageSlug>(slug: Slug, body: unknown): ServicePage<Slug> {
  const parsed = servicePageSchemas[slug].safeParse(body)
  if (!parsed.success) throw invalidResponse()
  return parsed.data as ServicePage<Slug>
}

export function servicePageQueryOptions<Slug extends ServicePageSlug>(query: ServicePageQuery<Slug>) {
  return queryOptions({
    queryKey: ['content', 'service-pages', query],
    queryFn: ({ signal }) => getServicePage(query, signal),
  })
}

export function useServicePage<Slug extends ServicePageSlug>(query: ServicePageQuery<Slug>) {
  return useQuery(servicePageQueryOptions(query))
}
