import { useLocation, type To } from 'react-router'

type LinkSecrets = {
  /** A parameter of the link, from its fragment, else from its query. */
  get: (name: string) => string | null
  /** Where the page must go first when a secret came in the query (render it as a replacing Navigate). */
  moveTo: To | null
}

/**
 * The secrets a mailed link carries are in its fragment (`#token=…`, domain's pathWithSecret),
 * which the browser never sends: no access log keeps them. Links mailed before that carry them in
 * the query; they keep working, but the secrets move to the fragment at once, so that the address
 * bar, the history and a reload stop sending them (the server already saw them once).
 */
export function useLinkSecrets(secretNames: readonly string[]): LinkSecrets {
  const { pathname, search, hash } = useLocation()
  const fragment = new URLSearchParams(hash.slice(1))
  const query = new URLSearchParams(search)
  const get = (name: string) => fragment.get(name) ?? query.get(name)
  const inQuery = secretNames.filter((name) => query.has(name))
  if (inQuery.length === 0) return { get, moveTo: null }
  for (const name of inQuery) {
    fragment.set(name, query.get(name) ?? '')
    query.delete(name)
  }
  const rest = query.toString()
  return { get, moveTo: { pathname, search: rest ? `?${rest}` : '', hash: fragment.toString() } }
}
