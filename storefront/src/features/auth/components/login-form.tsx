import { useState } from 'react'

import { loginBodySchema } from '@shop/domain/auth'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { storeSession } from '../../../stores/session-store'
import { useLogin } from '../api/login'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { authTimings } from '../timings'
import { loginErrorMessage } from '../utils/auth-errors'

type LoginFormProps = { initialEmail: string; onForgotPassword: (email: string) => void }

export function LoginForm({ initialEmail, onForgotPassword }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const { errors, notice, setNotice, busy, done, setDone, schedule, handle } = useFormSubmission(loginBodySchema)
  const finishSignIn = useFinishSignIn()
  const login = useLogin()

  const submit = handle({ action: 'login', email, password }, async (data) => {
    let answer: Awaited<ReturnType<typeof login.mutateAsync>>
    try {
      answer = await login.mutateAsync({ email: data.email, password: data.password })
    } catch (error) {
      setNotice({ tone: 'error', text: loginErrorMessage(error) })
      return
    }
    try {
      storeSession(answer.sessionToken, answer.expiresAt, answer.client)
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.signedIn })
      schedule(finishSignIn, authTimings.closeAfterSignIn)
    } catch {
      // Signed in by the server, but the browser could not keep it (storage full or refused).
      setNotice({ tone: 'error', text: authUiMessages.unexpected })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TextField
        label="Mot de passe"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <div className="text-right">
        <button
          type="button"
          onClick={() => onForgotPassword(email)}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Mot de passe oublié ?
        </button>
      </div>
      <FormMessage notice={notice} />
      <Button type="submit" className="w-full" disabled={busy || done} aria-busy={busy}>
        {busy ? 'Connexion...' : 'Se connecter'}
      </Button>
    </form>
  )
}
