import { LinkPage } from '../../components/layout/link-page'
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form'

/** The reset e-mail's link; without a `token` query parameter the visitor goes home (spec core §2). */
export function ResetPasswordRoute() {
  return (
    <LinkPage title="Nouveau mot de passe" intro="Choisissez un nouveau mot de passe pour votre compte.">
      {(token) => <ResetPasswordForm token={token} />}
    </LinkPage>
  )
}
