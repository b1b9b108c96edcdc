import { Link, useNavigate } from 'react-router'

import { passwordMinLength, resetPasswordFormSchema } from '@shop/domain/auth'
import { messages } from '@shop/domain/messages'
import { authUiMessages } from '@shop/domain/auth-ui-messages'

import { Button, buttonClasses } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { paths } from '../../../config/paths'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useFormValues } from '../../../hooks/use-form-values'
import { useConfirmPasswordReset } from '../api/confirm-password-reset'
import { authTimings } from '../timings'
import { resetConfirmErrorMessage } from '../utils/auth-errors'

/** /reset-password: the new password from the e-mailed link; home 2 s after success. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { values: form, bind } = useFormValues({ newPassword: '', confirmPassword: '' })
  const { errors, notice, setNotice, busy, done, setDone, schedule, handle } = useFormSubmission(resetPasswordFormSchema)
  const confirmReset = useConfirmPasswordReset()
  const navigate = useNavigate()

  const submit = handle(form, async (data) => {
    try {
      await confirmReset.mutateAsync({ token, newPassword: data.newPassword })
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.resetDone })
      schedule(() => navigate(paths.home, { replace: true }), authTimings.resetPasswordRedirect)
    } catch (error) {
      setNotice({ tone: 'error', text: resetConfirmErrorMessage(error) })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Nouveau mot de passe"
        type="password"
        autoComplete="new-password"
        placeholder={`Au moins ${passwordMinLength} caractères`}
        {...bind('newPassword', errors)}
      />
      <TextField label="Confirmer le mot de passe" type="password" autoComplete="new-password" {...bind('confirmPassword', errors)} />
      <FormMessage notice={notice} />
      <Button type="submit" className="w-full" disabled={busy || done} aria-busy={busy}>
        {busy ? 'Réinitialisation...' : 'Réinitialiser le mot de passe'}
      </Button>
      <Link to={paths.home} className={`${buttonClasses({ variant: 'secondary' })} w-full`}>
        {messages.backHome}
      </Link>
    </form>
  )
}
