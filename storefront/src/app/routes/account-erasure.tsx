import { Navigate, useSearchParams } from 'react-router-dom'

import { Container } from '../../components/ui/container'
import { paths } from '../../config/paths'
import { AccountErasurePanel } from '../../features/auth/components/account-erasure-panel'
import { useDocumentTitle } from '../../hooks/use-document-title'

/** The erasure e-mail's link; without a `token` the visitor goes home, like /verifier-email. */
export function AccountErasureRoute() {
  useDocumentTitle('Suppression de votre compte')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  if (!token) return <Navigate to={paths.home} replace />
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Suppression de votre compte</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          Vos informations personnelles seront effacées et vous serez déconnecté partout. Vos commandes sont conservées dix ans, sans votre
          nom ni vos coordonnées, pour nos obligations comptables.
        </p>
        <AccountErasurePanel token={token} />
      </div>
    </Container>
  )
}
