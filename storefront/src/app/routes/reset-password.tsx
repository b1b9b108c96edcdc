import { Navigate, useSearchParams } from 'react-router-dom'

import { PageIntro } from '../../components/ui/page-intro'
import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../hooks/use-document-title'

/** Without a `token` query parameter the visitor goes home (spec core §2). */
export function ResetPasswordRoute() {
  useDocumentTitle('Nouveau mot de passe')
  const [searchParams] = useSearchParams()
  if (!searchParams.get('token')) return <Navigate to={paths.home} replace />
  return <PageIntro title="Nouveau mot de passe" lead="Choisissez un nouveau mot de passe d’au moins 6 caractères." />
}
