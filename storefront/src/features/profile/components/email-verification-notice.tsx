import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { ApiError } from '../../../lib/api-client'
import { useResendVerification } from '../api/resend-verification'

/** Shown on /profil while the account's address is unproven, with a way to get a new link. */
export function EmailVerificationNotice({ token, email }: { token: string; email: string }) {
  const resend = useResendVerification(token)
  const failure = resend.error instanceof ApiError && resend.error.fromServer ? resend.error.message : authUiMessages.resendFailed
  return (
    <section aria-labelledby="email-verification" className="rounded-2xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="email-verification" className="text-lg font-semibold text-amber-900">
        Adresse e-mail à confirmer
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        Ouvrez le lien envoyé à {email} pour confirmer que cette adresse est la vôtre. Tant qu'elle ne l'est pas, quiconque la possède peut
        reprendre le compte.
      </p>
      <Button variant="secondary" className="mt-4" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
        {resend.isPending ? 'Envoi...' : 'Renvoyer le lien de confirmation'}
      </Button>
      <FormMessage
        className="mt-3"
        notice={resend.isSuccess ? { tone: 'success', text: resend.data } : resend.isError ? { tone: 'error', text: failure } : null}
      />
    </section>
  )
}
