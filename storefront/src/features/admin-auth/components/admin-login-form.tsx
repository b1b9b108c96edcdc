import { useState } from 'react'
import { useNavigate } from 'react-router'

import { adminLoginBodySchema, dashboardMessages } from '@shop/domain/dashboard'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { paths } from '../../../config/paths'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { ApiError } from '../../../lib/api-client'
import { storeAdminToken } from '../../../stores/admin-token-store'
import { useAdminLogin } from '../api/admin-login'

/** Spec core §9: the dashboard opens 1 s after the success message. */
const redirectDelayMs = 1000

/** Spec core §8, admin login: the server's words first, the wait after a 429, the details listed. */
function loginError(error: unknown): { text: string; details: string[] } {
  if (!(error instanceof ApiError) || error.kind === 'network') return { text: dashboardMessages.loginNetwork, details: [] }
  if (error.status === 429 && error.retryAfter !== undefined) {
    return { text: `${error.message} ${dashboardMessages.retryIn(error.retryAfter)}`, details: [] }
  }
  const text = error.fromServer ? error.message : dashboardMessages.loginFailed
  return { text, details: error.details.length > 1 ? error.details : [] }
}

export function AdminLoginForm() {
  const navigate = useNavigate()
  const [values, setValues] = useState({ username: '', password: '' })
  const [details, setDetails] = useState<string[]>([])
  const { errors, notice, setNotice, busy, done, setDone, schedule, handle } = useFormSubmission(adminLoginBodySchema)
  const login = useAdminLogin()

  // Spec core §5: an error clears as soon as one types again.
  const edit = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setNotice(null)
    setDetails([])
  }

  const submit = handle(values, async (data) => {
    setDetails([])
    try {
      const answer = await login.mutateAsync(data)
      storeAdminToken(answer.token, answer.expiresAt)
      setDone(true)
      setNotice({ tone: 'success', text: dashboardMessages.loginSuccess })
      schedule(() => navigate(paths.dashboard), redirectDelayMs)
    } catch (error) {
      const { text, details: list } = loginError(error)
      setNotice({ tone: 'error', text })
      setDetails(list)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Nom d'utilisateur"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={edit('username')}
        error={errors.username}
        hint="Votre nom d'utilisateur ou votre adresse e-mail"
      />
      <TextField
        label="Mot de passe"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={edit('password')}
        error={errors.password}
      />
      <FormMessage notice={notice} />
      {details.length > 0 ? (
        <ul className="list-inside list-disc text-sm text-red-800">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy || done} aria-busy={busy}>
        {busy ? 'Connexion...' : 'Se connecter'}
      </Button>
    </form>
  )
}
