import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'

import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { Container } from '../ui/container'

type LinkPageProps = {
  title: string
  intro?: string
  /** The query parameter holding the link's token. */
  param?: string
  children: (token: string) => ReactNode
}

/**
 * The page an e-mailed link opens (a new password, a confirmation, an erasure): one narrow card.
 * Without its token the visitor goes home (spec core §2, /reset-password).
 */
export function LinkPage({ title, intro, param = 'token', children }: LinkPageProps) {
  useDocumentTitle(title)
  const [searchParams] = useSearchParams()
  const token = searchParams.get(param)
  if (!token) return <Navigate to={paths.home} replace />
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className={`text-2xl font-bold text-slate-900 ${intro ? '' : 'mb-6'}`}>{title}</h1>
        {intro ? <p className="mt-1 mb-6 text-sm text-slate-600">{intro}</p> : null}
        {children(token)}
      </div>
    </Container>
  )
}
