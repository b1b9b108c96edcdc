import { useSearchParams } from 'react-router'

import { LinkPage } from '../../components/layout/link-page'
import { CancelEmailChangePanel, VerifyEmailPanel } from '../../features/auth/components/verify-email-panel'

/**
 * The confirmation e-mail's link (`token`), or the current address's link that cancels a change
 * (`annuler`); without either the visitor goes home, like /reset-password.
 */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams()
  if (searchParams.has('annuler')) {
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
