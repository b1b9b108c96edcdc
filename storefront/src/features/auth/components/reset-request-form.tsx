import { useState } from 'react'

import { resetRequestBodySchema } from '@shop/domain/auth'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { authTimings } from '../timings'
import { resetRequestErrorMessage } from '../utils/auth-errors'

type ResetRequestFormProps = { initialEmail: string; onBackToLogin: (email: string) => void }

/** 'Mot de passe oublié': only the e-mail is checked; the answer never tells whether it exists. */
export function ResetRequestForm({ initialEmail, onBackToLogin }: ResetRequestFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const { errors, notice, setNotice, busy, done, setDone, schedule, handle } = useFormSubmission(resetRequestBodySchema)
  const requestReset = useRequestPasswordReset()

  const submit = handle({ action: 'reset_password', email }, async (data) => {
    try {
      await requestReset.mutateAsync(data.email)
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.resetSent })
      schedule(() => onBackToLogin(data.email), authTimings.resetModeReturn)
    } catch (error) {
      setNotice({ tone: 'error', text: resetRequestErrorMessage(error) })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Indiquez l’email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <FormMessage notice={notice} />
      <Button type="submit" className="w-full" disabled={busy || done} aria-busy={busy}>
        {busy ? 'Envoi...' : 'Envoyer les instructions'}
      </Button>
    </form>
  )
}
