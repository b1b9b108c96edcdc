import { useState } from 'react'

import { deleteAccountBodySchema, type DeleteAccountBody } from '@shop/domain/auth'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { useDeleteAccount } from '../api/delete-account'
import { useExportPersonalData } from '../api/export-personal-data'

const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && error.fromServer ? error.message : fallback)

/** RGPD rights on /profil: a copy of one's data, and erasure of the account. */
export function PersonalDataActions({ token, clientId }: { token: string; clientId: string }) {
  const exportData = useExportPersonalData(token, clientId)
  const remove = useDeleteAccount(token)
  const [confirming, setConfirming] = useState(false)
  const erasure = useZodForm(deleteAccountBodySchema, {})
  const exportFailure = exportData.error ? failureText(exportData.error, storefrontMessages.exportFailed) : null

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
    <section aria-labelledby="personal-data" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="personal-data" className="text-lg font-semibold text-slate-900">
        Mes données personnelles
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Conformément au RGPD, vous pouvez obtenir une copie de vos données ou supprimer votre compte.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
          {exportData.isPending ? 'Préparation...' : 'Télécharger mes données'}
        </Button>
        <Button variant="secondary" className="border-red-300 text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
          Supprimer mon compte
        </Button>
      </div>
      <FormMessage className="mt-3" notice={exportFailure ? { tone: 'error', text: exportFailure } : null} />
      {confirming ? (
        <Modal
          role="alertdialog"
          title="Supprimer votre compte ?"
          onClose={() => setConfirming(false)}
          description="Vos informations personnelles seront effacées et vous serez déconnecté partout. Vos commandes sont conservées dix ans, sans votre nom ni vos coordonnées, pour nos obligations comptables."
        >
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
              <SubmitButton
                className="flex-1 bg-red-700 hover:bg-red-800 active:bg-red-900"
                disabled={erasure.done}
                busyLabel="Suppression..."
              >
                Supprimer définitivement
              </SubmitButton>
              <Button variant="secondary" className="flex-1" onClick={() => setConfirming(false)}>
                Annuler
              </Button>
            </div>
          </Form>
        </Modal>
      ) : null}
    </section>
  )
}
