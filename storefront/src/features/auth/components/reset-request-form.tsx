import { useState, type FormEvent } from 'react'

import { resetRequestBodySchema } from '@shop/domain/auth'

import { Button } from '../../../components/ui/button'
import { FormMessage, type FormNotice } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { fieldErrors } from '../../../lib/form-errors'
import { requestPasswordReset } from '../api/auth-api'
import { resetRequestErrorMessage } from '../api/auth-errors'
import { authTimings, authUiMessages } from '../messages'

type ResetRequestFormProps = { initialEmail: string; onBackToLogin: (email: string) => void }

/** 'Mot de passe oublié': only the e-mail is checked; the answer never tells whether it exists. */
export function ResetRequestForm({ initialEmail, onBackToLogin }: ResetRequestFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<FormNotice>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const timeouts = useTimeouts()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const parsed = resetRequestBodySchema.safeParse({ action: 'reset_password', email })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await requestPasswordReset(parsed.data.email)
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.resetSent })
      timeouts.schedule(() => onBackToLogin(parsed.data.email), authTimings.resetModeReturn)
    } catch (error) {
      setNotice({ tone: 'error', text: resetRequestErrorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

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
