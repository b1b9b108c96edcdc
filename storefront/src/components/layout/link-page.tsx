import type { ReactNode } from 'react'
import { Navigate } from 'react-router'

import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useLinkSecrets } from '../../hooks/use-link-secrets'
import { Container } from '../ui/container'

type LinkPageProps = {
  title: string
  intro?: string
  /** The link's parameter holding its token (in the fragment, ../../hooks/use-link-secrets.ts). */
  param?: string
  children: (token: string) => ReactNode
}

/**
 * The page an e-mailed link opens (a new password, a confirmation, an erasure): one narrow card.
 * Without its token the visitor goes home (spec core §2, /reset-password).
 */
export function LinkPage({ title, intro, param = 'token', children }: LinkPageProps) {
  useDocumentTitle(title)
  const secrets = useLinkSecrets([param])
  const token = secrets.get(param)
  if (secrets.moveTo) return <Navigate to={secrets.moveTo} replace />
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
