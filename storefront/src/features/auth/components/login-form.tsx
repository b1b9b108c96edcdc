import { loginBodySchema } from '@shop/domain/auth'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { storeSession } from '../../../stores/session-store'
import { useLogin } from '../api/login'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { authTimings } from '../timings'
import { loginErrorMessage } from '../utils/auth-errors'

type LoginFormProps = { initialEmail: string; onForgotPassword: (email: string) => void }

export function LoginForm({ initialEmail, onForgotPassword }: LoginFormProps) {
  const form = useZodForm(loginBodySchema, { action: 'login', email: initialEmail, password: '' })
  const { setNotice, setDone } = form
  const { schedule } = useTimeouts()
  const finishSignIn = useFinishSignIn()
  const login = useLogin()

  const submit = async (data: { email: string; password: string }) => {
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
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <TextField label="Email" type="email" name="email" autoComplete="email" />
      <TextField label="Mot de passe" type="password" name="password" autoComplete="current-password" />
      <div className="text-right">
        <button
          type="button"
          onClick={() => onForgotPassword(form.getValues('email'))}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Mot de passe oublié ?
        </button>
      </div>
      <FormMessage notice={form.notice} />
      <SubmitButton className="w-full" disabled={form.done} busyLabel="Connexion...">
        Se connecter
      </SubmitButton>
    </Form>
  )
}
