import { Link, useNavigate } from 'react-router'

import { resetPasswordFormSchema } from '@shop/domain/auth'
import { passwordMinLength } from '@shop/domain/passwords'
import { messages } from '@shop/domain/messages'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { buttonClasses } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { paths } from '../../../config/paths'
import { useTimeouts } from '../../../hooks/use-timeouts'
import { useConfirmPasswordReset } from '../api/confirm-password-reset'
import { authTimings } from '../timings'
import { resetConfirmErrorMessage } from '../utils/auth-errors'

/** /reset-password: the new password from the e-mailed link; home 2 s after success. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' })
  const { setNotice, setDone } = form
  const { schedule } = useTimeouts()
  const confirmReset = useConfirmPasswordReset()
  const navigate = useNavigate()

  const submit = async ({ newPassword }: { newPassword: string }) => {
    try {
      await confirmReset.mutateAsync({ token, newPassword })
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.resetDone })
      schedule(() => navigate(paths.home, { replace: true }), authTimings.resetPasswordRedirect)
    } catch (error) {
      setNotice({ tone: 'error', text: resetConfirmErrorMessage(error) })
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <TextField
        label="Nouveau mot de passe"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        placeholder={`Au moins ${passwordMinLength} caractères`}
      />
      <TextField label="Confirmer le mot de passe" name="confirmPassword" type="password" autoComplete="new-password" />
      <FormMessage notice={form.notice} />
      <SubmitButton className="w-full" disabled={form.done} busyLabel="Réinitialisation...">
        Réinitialiser le mot de passe
      </SubmitButton>
      <Link to={paths.home} className={`${buttonClasses({ variant: 'secondary' })} w-full`}>
        {messages.backHome}
      </Link>
    </Form>
  )
}
