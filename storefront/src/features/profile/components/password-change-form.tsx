import { useState } from 'react'

import { changePasswordFormSchema, passwordMinLength } from '@shop/domain/auth'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useFormValues } from '../../../hooks/use-form-values'
import { ApiError } from '../../../lib/api-client'
import { useChangePassword } from '../api/change-password'

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** /profil: a new password, given the current one; the other devices are signed out. */
export function PasswordChangeForm({ token }: { token: string }) {
  const [open, setOpen] = useState(false)
  const { values: form, setValues: setForm, bind } = useFormValues(emptyForm)
  const { errors, notice, setNotice, busy, handle } = useFormSubmission(changePasswordFormSchema)
  const change = useChangePassword(token)

  const submit = handle(form, async (data) => {
    try {
      const message = await change.mutateAsync({ currentPassword: data.currentPassword, newPassword: data.newPassword })
      setForm(emptyForm)
      setOpen(false)
      setNotice({ tone: 'success', text: message })
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError && error.fromServer ? error.message : authUiMessages.passwordChangeFailed,
      })
    }
  })

  return (
    <section aria-labelledby="password-change" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="password-change" className="text-lg font-semibold text-slate-900">
        Mot de passe
      </h2>
      {open ? (
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:max-w-md">
          <TextField label="Mot de passe actuel" type="password" autoComplete="current-password" {...bind('currentPassword', errors)} />
          <TextField
            label="Nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            placeholder={`Au moins ${passwordMinLength} caractères`}
            {...bind('newPassword', errors)}
          />
          <TextField
            label="Confirmer le nouveau mot de passe"
            type="password"
            autoComplete="new-password"
            {...bind('confirmPassword', errors)}
          />
          <FormMessage notice={notice} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Enregistrement...' : 'Changer le mot de passe'}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Annuler
            </Button>
          </div>
        </form>
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
