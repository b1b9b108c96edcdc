import { useSearchParams } from 'react-router'

/**
 * A tab's filters, page and sort live in the URL: a reload or a shared link shows the same list.
 * Changing a filter goes back to page 1.
 */
export function useUrlFilters<Key extends string>(keys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<Key, string>
  const page = Math.max(1, Number(searchParams.get('page')) || 1)

  const update = (changes: Partial<Record<Key | 'page', string | number>>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (!('page' in changes)) next.delete('page')
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === undefined || value === 1) next.delete(key)
          else next.set(key, String(value))
        }
        return next
      },
      { replace: true },
    )
  }

  /** What the server is asked: only the filters that are set. */
  const query = { ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')), page }
  return { values, page, update, query }
}
