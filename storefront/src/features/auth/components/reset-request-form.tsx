import { resetRequestBodySchema } from '@shop/domain/auth'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { authTimings } from '../timings'
import { resetRequestErrorMessage } from '../utils/auth-errors'

type ResetRequestFormProps = { initialEmail: string; onBackToLogin: (email: string) => void }

/** 'Mot de passe oublié': only the e-mail is checked; the answer never tells whether it exists. */
export function ResetRequestForm({ initialEmail, onBackToLogin }: ResetRequestFormProps) {
  const form = useZodForm(resetRequestBodySchema, { action: 'reset_password', email: initialEmail })
  const { setNotice, setDone } = form
  const { schedule } = useTimeouts()
  const requestReset = useRequestPasswordReset()

  const submit = async (data: { email: string }) => {
    try {
      await requestReset.mutateAsync(data.email)
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.resetSent })
      schedule(() => onBackToLogin(data.email), authTimings.resetModeReturn)
    } catch (error) {
      setNotice({ tone: 'error', text: resetRequestErrorMessage(error) })
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Indiquez l’email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      <TextField label="Email" type="email" name="email" autoComplete="email" />
      <FormMessage notice={form.notice} />
      <SubmitButton className="w-full" disabled={form.done} busyLabel="Envoi...">
        Envoyer les instructions
      </SubmitButton>
    </Form>
  )
}
