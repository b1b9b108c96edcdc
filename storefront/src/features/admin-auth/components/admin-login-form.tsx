import { useState } from 'react'
import { useNavigate } from 'react-router'

import { adminLoginBodySchema, dashboardMessages, type AdminLoginBody } from '@shop/domain/dashboard'

import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { paths } from '../../../config/paths'
import { useTimeouts } from '../../../hooks/use-timeouts'
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
  const form = useZodForm(adminLoginBodySchema, { username: '', password: '' })
  const { setNotice, setDone } = form
  const [details, setDetails] = useState<string[]>([])
  const { schedule } = useTimeouts()
  const login = useAdminLogin()

  // Spec core §5: an error clears as soon as one types again.
  const edit = () => {
    setNotice(null)
    setDetails([])
  }

  const submit = async (data: AdminLoginBody) => {
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
  }

  return (
    <Form form={form} onSubmit={submit} onChange={edit} className="space-y-4">
      <TextField label="Nom d'utilisateur" name="username" autoComplete="username" hint="Votre nom d'utilisateur ou votre adresse e-mail" />
      <TextField label="Mot de passe" type="password" name="password" autoComplete="current-password" />
      <FormMessage notice={form.notice} />
      {details.length > 0 ? (
        <ul className="list-inside list-disc text-sm text-red-800">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <SubmitButton className="w-full" disabled={form.done} busyLabel="Connexion...">
        Se connecter
      </SubmitButton>
    </Form>
  )
}
