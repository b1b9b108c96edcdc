import { changePasswordFormSchema } from '@shop/domain/auth'
import { passwordMinLength } from '@shop/domain/passwords'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useChangePassword } from '../api/change-password'
import { failureText } from './failure-text'

type PasswordChangeFieldsProps = { token: string; onChanged: (message: string) => void; onCancel: () => void }

/** The open part of /profil's password change (./password-change-form.tsx): its code loads on the first opening. */
export function PasswordChangeFields({ token, onChanged, onCancel }: PasswordChangeFieldsProps) {
  const form = useZodForm(changePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })
  const change = useChangePassword(token)

  const submit = async ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => {
    try {
      onChanged(await change.mutateAsync({ currentPassword, newPassword }))
    } catch (error) {
      form.setNotice({ tone: 'error', text: failureText(error, authUiMessages.passwordChangeFailed) })
    }
  }

  return (
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
      <FormMessage notice={form.notice} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton busyLabel="Enregistrement...">Changer le mot de passe</SubmitButton>
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          Annuler
        </Button>
      </div>
    </Form>
  )
}
