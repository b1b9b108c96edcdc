import { Navigate, useSearchParams } from 'react-router-dom'

import { Container } from '../../components/ui/container'
import { paths } from '../../config/paths'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'
import { useDocumentTitle } from '../../hooks/use-document-title'

/** Without a `token` query parameter the visitor goes home (spec core §2). */
export function ResetPasswordRoute() {
  useDocumentTitle('Nouveau mot de passe')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  if (!token) return <Navigate to={paths.home} replace />
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Nouveau mot de passe</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">Choisissez un nouveau mot de passe pour votre compte.</p>
        <ResetPasswordForm token={token} />
      </div>
    </Container>
  )
}
