import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { ApiError } from '../../../lib/api-client'
import { useCancelEmailChange } from '../api/cancel-email-change'

/** Shown on /profil while a new address waits for its link: the current one stays the account's until then. */
export function PendingEmailNotice({ token, clientId, pendingEmail }: { token: string; clientId: string; pendingEmail: string }) {
  const cancel = useCancelEmailChange(token, clientId)
  const failure =
    cancel.error instanceof ApiError && cancel.error.fromServer ? cancel.error.message : authUiMessages.emailChangeCancelFailed
  return (
    <section aria-labelledby="pending-email" className="rounded-2xl border border-sky-300 bg-sky-50 p-6">
      <h2 id="pending-email" className="text-lg font-semibold text-sky-900">
        Changement d'adresse en attente
      </h2>
      <p className="mt-1 text-sm text-sky-900">
        Nouvelle adresse : {pendingEmail}. {authUiMessages.emailChangePending}
      </p>
      <Button variant="secondary" className="mt-4" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
        {cancel.isPending ? 'Annulation...' : 'Annuler le changement'}
      </Button>
      <FormMessage className="mt-3" notice={cancel.isError ? { tone: 'error', text: failure } : null} />
    </section>
  )
}
