import { passwordMinLength, signupFormSchema } from '@shop/domain/auth'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useFormValues } from '../../../hooks/use-form-values'
import { ApiError } from '../../../lib/api-client'
import { storeSession } from '../../../stores/session-store'
import { useLogin } from '../api/login'
import { useRegister } from '../api/register'
import { useFinishSignIn } from '../hooks/use-finish-sign-in'
import { authTimings } from '../timings'
import { registerErrorMessage } from '../utils/auth-errors'

type SignupFormProps = { initialEmail: string; onSwitchToLogin: (email: string) => void }

const emptyForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

export function SignupForm({ initialEmail, onSwitchToLogin }: SignupFormProps) {
  const { values: form, bind } = useFormValues({ ...emptyForm, email: initialEmail })
  const { errors, notice, setNotice, busy, done, setDone, schedule, handle } = useFormSubmission(signupFormSchema)
  const finishSignIn = useFinishSignIn()
  const login = useLogin()
  const register = useRegister()
  const field = (name: keyof typeof emptyForm) => bind(name, errors)

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

  const submit = handle(form, async ({ firstName, lastName, email, password }) => {
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
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Prénom" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Nom" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Mot de passe"
        type="password"
        autoComplete="new-password"
        placeholder={`Au moins ${passwordMinLength} caractères`}
        {...field('password')}
      />
      <TextField label="Confirmer le mot de passe" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <FormMessage notice={notice} />
      <Button type="submit" className="w-full" disabled={busy || done} aria-busy={busy}>
        {busy ? 'Création du compte...' : 'Créer mon compte'}
      </Button>
    </form>
  )
}
