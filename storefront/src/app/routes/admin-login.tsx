import { Link, useSearchParams } from 'react-router'

import { adminSignOutReasons, dashboardMessages, type AdminSignOutReason } from '@shop/domain/dashboard'

import { Container } from '../../components/ui/container'
import { paths } from '../../config/paths'
import { AdminLoginForm } from '../../features/admin-auth/components/admin-login-form'
import { useDocumentTitle } from '../../hooks/use-document-title'

const reasonNotices: Record<AdminSignOutReason, string> = {
  expired: dashboardMessages.tokenExpired,
  invalid: dashboardMessages.tokenInvalid,
  error: dashboardMessages.verifyFailed,
}

export function AdminLoginRoute() {
  useDocumentTitle('Connexion administrateur')
  const [searchParams] = useSearchParams()
  const reason = adminSignOutReasons.find((value) => value === searchParams.get('raison'))
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Espace administrateur</h1>
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{dashboardMessages.restricted}</p>
        {reason ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {reasonNotices[reason]}
          </p>
        ) : null}
        <div className="mt-6">
          <AdminLoginForm />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.home} className="font-medium text-brand-700 hover:underline">
            Retour à l'accueil
          </Link>
        </p>
      </div>
    </Container>
  )
}
