import { Navigate, useSearchParams } from 'react-router-dom'

import { Container } from '../../components/ui/container'
import { paths } from '../../config/paths'
import { CancelEmailChangePanel, VerifyEmailPanel } from '../../features/auth/components/verify-email-panel'
import { useDocumentTitle } from '../../hooks/use-document-title'

/**
 * The confirmation e-mail's link (`token`), or the current address's link that cancels a change
 * (`annuler`); without either the visitor goes home, like /reset-password.
 */
export function VerifyEmailRoute() {
  useDocumentTitle('Confirmation de votre adresse e-mail')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const cancelToken = searchParams.get('annuler')
  if (cancelToken) {
    return (
      <Container className="py-12 sm:py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="mb-6 text-2xl font-bold text-slate-900">Changement d'adresse e-mail</h1>
          <CancelEmailChangePanel token={cancelToken} />
        </div>
      </Container>
    )
  }
  if (!token) return <Navigate to={paths.home} replace />
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Confirmation de votre adresse e-mail</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Cette adresse a été associée à un compte Ma Boutique Protection.</p>
        <VerifyEmailPanel token={token} />
      </div>
    </Container>
  )
}
