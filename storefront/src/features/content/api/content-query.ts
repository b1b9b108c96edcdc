import type { QueryParams } from '../../../lib/api-client'

type Where = NonNullable<QueryParams[string]>

/**
 * The query of a content read. In preview, the drafts (`draft=true`: staff only, the server sees
 * to it). Otherwise published documents only, said explicitly: a staff member browsing the shop
 * with the admin's cookie would otherwise also get documents never published.
 */
export function contentQuery(where: Where, preview: boolean): QueryParams {
  return preview ? { where, draft: true } : { where: { and: [where, { _status: { equals: 'published' } }] } }
}
