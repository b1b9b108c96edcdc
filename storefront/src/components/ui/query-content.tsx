import type { ReactNode } from 'react'

import type { UseQueryResult } from '@tanstack/react-query'

import { QueryError } from './query-error'
import { Spinner } from './spinner'

type QueryContentProps<Data> = { query: UseQueryResult<Data>; children: (data: Data) => ReactNode }

/** What a read gives: a spinner while it runs, its error with a retry button, then the content. */
export function QueryContent<Data>({ query, children }: QueryContentProps<Data>) {
  if (query.isPending) return <Spinner className="py-16" />
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  return children(query.data)
}
