import { Link } from 'react-router'

import { authUiMessages } from '@shop/domain/auth-ui-messages'
import { messages } from '@shop/domain/messages'

import { buttonClasses } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { useEraseAccountByLink } from '../api/erase-account'

/**
 * /supprimer-compte: the link mailed to an account without a password. Erasing is a click, not the
 * page's load, so that a mail scanner opening the link erases nothing.
 */
export function AccountErasurePanel({ token }: { token: string }) {
  const erase = useEraseAccountByLink()
  const form = useZodForm()
  const { setNotice, setDone } = form
  const submit = async () => {
    try {
      await erase.mutateAsync(token)
      setDone(true)
      setNotice({ tone: 'success', text: authUiMessages.accountErased })
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError && error.fromServer ? error.message : authUiMessages.erasureFailed })
    }
  }
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormMessage notice={form.notice} />
      {form.done ? null : (
        <SubmitButton className="w-full bg-red-700 hover:bg-red-800 active:bg-red-900" busyLabel="Suppression...">
          Supprimer définitivement mon compte
        </SubmitButton>
      )}
      <Link to={paths.home} className={`${buttonClasses({ variant: 'secondary' })} w-full`}>
        {messages.backHome}
      </Link>
    </Form>
  )
}
