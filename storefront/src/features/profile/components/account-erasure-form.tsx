import { deleteAccountBodySchema, type DeleteAccountBody } from '@shop/domain/auth'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { TextField } from '../../../components/ui/text-field'
import { useDeleteAccount } from '../api/delete-account'
import { failureText } from './failure-text'

/** The erasure's confirmation on /profil (./personal-data-actions.tsx): its code loads when it is first asked for. */
export function AccountErasureForm({ token, onCancel }: { token: string; onCancel: () => void }) {
  const remove = useDeleteAccount(token)
  const erasure = useZodForm(deleteAccountBodySchema, {})

  const erase = async (body: DeleteAccountBody) => {
    try {
      // Erased: the session ends and the page leaves. Otherwise a link was mailed, which the answer says.
      const linkSent = await remove.mutateAsync(body)
      if (!linkSent) return
      erasure.setDone(true)
      erasure.setNotice({ tone: 'success', text: linkSent })
    } catch (error) {
      erasure.setNotice({ tone: 'error', text: failureText(error, storefrontMessages.deleteAccountFailed) })
    }
  }

  return (
    <Form form={erasure} onSubmit={erase}>
      <TextField
        label="Mot de passe actuel"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        className="mb-4"
        hint="Compte créé avec Google, sans mot de passe : laissez vide, un lien de confirmation vous sera envoyé."
        setValueAs={(text) => text || undefined}
      />
      <FormMessage className="mb-4" notice={erasure.notice} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <SubmitButton className="flex-1 bg-red-700 hover:bg-red-800 active:bg-red-900" disabled={erasure.done} busyLabel="Suppression...">
          Supprimer définitivement
        </SubmitButton>
        <Button variant="secondary" className="flex-1" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </Form>
  )
}
