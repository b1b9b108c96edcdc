import { useState } from 'react'

import { changePasswordFormSchema, passwordMinLength } from '@shop/domain/auth'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { useChangePassword } from '../api/change-password'

/** /profil: a new password, given the current one; the other devices are signed out. */
export function PasswordChangeForm({ token }: { token: string }) {
  const [open, setOpen] = useState(false)
  // Held here rather than in the form, which closes: the outcome stays under the button.
  const form = useZodForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })
  const { notice, setNotice } = form
  const change = useChangePassword(token)

  const submit = async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    try {
      const message = await change.mutateAsync({ currentPassword, newPassword })
      form.reset()
      setOpen(false)
      setNotice({ tone: 'success', text: message })
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError && error.fromServer ? error.message : authUiMessages.passwordChangeFailed,
      })
    }
  }

  return (
    <section aria-labelledby="password-change" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="password-change" className="text-lg font-semibold text-slate-900">
        Mot de passe
      </h2>
      {open ? (
        <Form form={form} onSubmit={submit} className="mt-4 grid gap-4 sm:max-w-md">
          <TextField label="Mot de passe actuel" name="currentPassword" type="password" autoComplete="current-password" />
          <TextField
            label="Nouveau mot de passe"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            placeholder={`Au moins ${passwordMinLength} caractères`}
          />
          <TextField label="Confirmer le nouveau mot de passe" name="confirmPassword" type="password" autoComplete="new-password" />
          <FormMessage notice={notice} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <SubmitButton busyLabel="Enregistrement...">Changer le mot de passe</SubmitButton>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={form.busy}>
              Annuler
            </Button>
          </div>
        </Form>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">Changer de mot de passe déconnecte vos autres appareils.</p>
          <FormMessage className="mt-3" notice={notice} />
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setNotice(null)
              setOpen(true)
            }}
          >
            Changer le mot de passe
          </Button>
        </>
      )}
    </section>
  )
}
