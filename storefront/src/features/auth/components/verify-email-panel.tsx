import { useState } from 'react'
import { Link } from 'react-router'

import { resetPasswordFormSchema } from '@shop/domain/auth'
import { passwordMinLength } from '@shop/domain/passwords'
import { authUiMessages } from '@shop/domain/auth-ui-messages'
import { messages } from '@shop/domain/messages'

import { buttonClasses } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { paths } from '../../../config/paths'
import { useSession } from '../../../hooks/use-session'
import { ApiError } from '../../../lib/api-client'
import { storeSession } from '../../../stores/session-store'
import { useCancelEmailChangeByLink } from '../api/cancel-email-change'
import { useClaimAccount } from '../api/claim-account'
import { useConfirmEmail } from '../api/confirm-email'

const errorText = (error: unknown) => (error instanceof ApiError && error.fromServer ? error.message : authUiMessages.verificationFailed)

/**
 * /verifier-email#annuler=…: the link mailed to the current address when a change is asked. A click
 * cancels, for the same reason as below.
 */
export function CancelEmailChangePanel({ token }: { token: string }) {
  const cancel = useCancelEmailChangeByLink()
  const form = useZodForm()
  const { setNotice, setDone } = form
  const submit = async () => {
    try {
      setNotice({ tone: 'success', text: await cancel.mutateAsync({ token }) })
      setDone(true)
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError && error.fromServer ? error.message : authUiMessages.emailChangeCancelFailed,
      })
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormMessage notice={form.notice} />
      {form.done ? null : (
        <SubmitButton className="w-full" busyLabel="Annulation...">
          Annuler le changement d'adresse
        </SubmitButton>
      )}
      <Link to={paths.home} className={`${buttonClasses({ variant: 'secondary' })} w-full`}>
        {messages.backHome}
      </Link>
    </Form>
  )
}

/**
 * /verifier-email: the link of the confirmation e-mail. Confirming is a click, not the page's
 * load, so that a mail scanner opening the link proves nothing. Where the account is not signed
 * in, the owner of the mailbox chooses the account's password instead (see the server's
 * auth/operations/email-verification.ts).
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const session = useSession()
  // A stored session goes along even while its start-up check is still running: the server decides.
  const sessionToken = session.status === 'signed-in' || session.status === 'checking' ? session.token : undefined
  const confirm = useConfirmEmail()
  const [step, setStep] = useState<'confirm' | 'choose-password' | 'sign-in' | 'done'>('confirm')
  const form = useZodForm()
  const { setNotice } = form

  const submit = async () => {
    try {
      const status = await confirm.mutateAsync({ token, sessionToken })
      if (status === 'verified') {
        setStep('done')
        setNotice({ tone: 'success', text: authUiMessages.emailVerified })
      } else if (status === 'sign_in_required') {
        setStep('sign-in')
        setNotice({ tone: 'error', text: authUiMessages.emailChangeSignInRequired })
      } else setStep('choose-password')
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) })
    }
  }

  if (step === 'choose-password') return <ClaimAccountForm token={token} />
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormMessage notice={form.notice} />
      {step === 'done' ? (
        <Link to={paths.profile} className={`${buttonClasses()} w-full`}>
          Voir mon profil
        </Link>
      ) : (
        <SubmitButton className="w-full" busyLabel="Confirmation...">
          {step === 'sign-in' ? 'Réessayer' : 'Confirmer mon adresse e-mail'}
        </SubmitButton>
      )}
      <Link to={paths.home} className={`${buttonClasses({ variant: 'secondary' })} w-full`}>
        {messages.backHome}
      </Link>
    </Form>
  )
}

function ClaimAccountForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' })
  const { setNotice, setDone } = form
  const claim = useClaimAccount()

  const submit = async ({ newPassword }: { newPassword: string }) => {
    try {
      const answer = await claim.mutateAsync({ token, newPassword })
      storeSession(answer.sessionToken, answer.expiresAt, answer.client)
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.accountClaimed })
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error) })
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        Ce navigateur n'est pas connecté à ce compte. Choisissez le mot de passe du compte pour confirmer l'adresse : toute autre connexion
        au compte sera fermée.
      </p>
      <TextField
        label="Mot de passe du compte"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        placeholder={`Au moins ${passwordMinLength} caractères`}
      />
      <TextField label="Confirmer le mot de passe" name="confirmPassword" type="password" autoComplete="new-password" />
      <FormMessage notice={form.notice} />
      {form.done ? (
        <Link to={paths.profile} className={`${buttonClasses()} w-full`}>
          Voir mon profil
        </Link>
      ) : (
        <SubmitButton className="w-full" busyLabel="Enregistrement...">
          Confirmer et enregistrer le mot de passe
        </SubmitButton>
      )}
    </Form>
  )
}
