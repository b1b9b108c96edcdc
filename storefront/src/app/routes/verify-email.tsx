import { Navigate } from 'react-router'

import { LinkPage } from '../../components/layout/link-page'
import { CancelEmailChangePanel, VerifyEmailPanel } from '../../features/auth/components/verify-email-panel'
import { useLinkSecrets } from '../../hooks/use-link-secrets'

/**
 * The confirmation e-mail's link (`token`), or the current address's link that cancels a change
 * (`annuler`); without either the visitor goes home, like /reset-password.
 */
export function VerifyEmailRoute() {
  const secrets = useLinkSecrets(['token', 'annuler'])
  if (secrets.moveTo) return <Navigate to={secrets.moveTo} replace />
  if (secrets.get('annuler') !== null) {
    return (
      <LinkPage title="Changement d'adresse e-mail" param="annuler">
        {(token) => <CancelEmailChangePanel token={token} />}
      </LinkPage>
    )
  }
  return (
    <LinkPage title="Confirmation de votre adresse e-mail" intro="Cette adresse a été associée à un compte Ma Boutique Protection.">
      {(token) => <VerifyEmailPanel token={token} />}
    </LinkPage>
  )
}
