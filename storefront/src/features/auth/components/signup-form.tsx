import { signupFormSchema } from '@shop/domain/auth'
import { passwordMinLength } from '@shop/domain/passwords'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { ApiError } from '../../../lib/api-client'
import { storeSession } from '../../../stores/session-store'
import { useLogin } from '../api/login'
import { useRegister } from '../api/register'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { authTimings } from '../timings'
import { registerErrorMessage } from '../utils/auth-errors'

type SignupFormProps = { initialEmail: string; onSwitchToLogin: (email: string) => void }

type Signup = { firstName: string; lastName: string; email: string; password: string }

export function SignupForm({ initialEmail, onSwitchToLogin }: SignupFormProps) {
  const form = useZodForm(signupFormSchema, { firstName: '', lastName: '', email: initialEmail, password: '', confirmPassword: '' })
  const { setNotice, setDone } = form
  const { schedule } = useTimeouts()
  const finishSignIn = useFinishSignIn()
  const login = useLogin()
  const register = useRegister()

  /** Spec core §4: a new account signs in by itself one second later. */
  const signInNewAccount = async (email: string, password: string) => {
    try {
      const answer = await login.mutateAsync({ email, password })
      storeSession(answer.sessionToken, answer.expiresAt, answer.client)
      setNotice({ tone: 'success', text: authUiMessages.signupSignedIn })
      schedule(finishSignIn, authTimings.closeAfterSignIn)
    } catch {
      setNotice({ tone: 'success', text: authUiMessages.signupSignInLater })
      schedule(() => onSwitchToLogin(email), authTimings.signupFallbackSwitch)
    }
  }

  const submit = async ({ firstName, lastName, email, password }: Signup) => {
    try {
      await register.mutateAsync({ firstName, lastName, email, password })
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.signupCreated })
      schedule(() => void signInNewAccount(email, password), authTimings.signInAfterSignup)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setDone(true)
        setNotice({ tone: 'error', text: authUiMessages.signupExists })
        schedule(() => onSwitchToLogin(email), authTimings.duplicateAccountSwitch)
      } else {
        setNotice({ tone: 'error', text: registerErrorMessage(error) })
      }
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Prénom" name="firstName" autoComplete="given-name" />
        <TextField label="Nom" name="lastName" autoComplete="family-name" />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" />
      <TextField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={`Au moins ${passwordMinLength} caractères`}
      />
      <TextField label="Confirmer le mot de passe" name="confirmPassword" type="password" autoComplete="new-password" />
      <FormMessage notice={form.notice} />
      <SubmitButton className="w-full" disabled={form.done} busyLabel="Création du compte...">
        Créer mon compte
      </SubmitButton>
    </Form>
  )
}
