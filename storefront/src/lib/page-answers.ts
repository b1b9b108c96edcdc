import { pageRead, publishedOnly, type PageQuery, type PageQueryKind } from '@shop/domain/page-queries'

import { apiClient } from './api-client'

/**
 * The server's answer to a page query, requested as @shop/domain/page-queries declares it (the
 * server's render reads the same). In preview, the drafts too (`draft=true`: staff only, the
 * server sees to it); otherwise what is published. A category's list is read a page at a time
 * (features/catalogue/api/get-catalogue.ts).
 */
export function getPageAnswer(query: PageQuery<Exclude<PageQueryKind, 'list'>>, signal?: AbortSignal): Promise<unknown> {
  const read = pageRead(query)
  const preview = 'preview' in query && query.preview
  if ('endpoint' in read) return apiClient.get(read.endpoint, { signal })
  if ('global' in read) {
    return apiClient.get(`/api/globals/${read.global}`, {
      query: { depth: read.depth, select: read.select, draft: preview || undefined },
      signal,
    })
  }
  const { collection, where, ...rest } = read
  const condition = preview ? { where, draft: true } : { where: publishedOnly(where) }
  return apiClient.get(`/api/${collection}`, { query: { ...condition, ...rest }, signal })
}
