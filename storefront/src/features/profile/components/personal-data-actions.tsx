import { useState } from 'react'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { useDeleteAccount } from '../api/delete-account'
import { useExportPersonalData } from '../api/export-personal-data'

const failureText = (error: Error | null, fallback: string) =>
  error ? (error instanceof ApiError && error.fromServer ? error.message : fallback) : null

/** RGPD rights on /profil: a copy of one's data, and erasure of the account. */
export function PersonalDataActions({ token, clientId }: { token: string; clientId: string }) {
  const exportData = useExportPersonalData(token, clientId)
  const remove = useDeleteAccount(token)
  const [confirming, setConfirming] = useState(false)
  const [currentPassword, setCurrentPassword] = useState('')
  const exportFailure = failureText(exportData.error, storefrontMessages.exportFailed)
  const deleteFailure = failureText(remove.error, storefrontMessages.deleteAccountFailed)

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
          <TextField
            label="Mot de passe actuel"
            type="password"
            autoComplete="current-password"
            className="mb-4"
            hint="Compte créé avec Google, sans mot de passe : laissez vide, un lien de confirmation vous sera envoyé."
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <FormMessage
            className="mb-4"
            notice={deleteFailure ? { tone: 'error', text: deleteFailure } : remove.data ? { tone: 'success', text: remove.data } : null}
          />
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button
              className="flex-1 bg-red-700 hover:bg-red-800 active:bg-red-900"
              onClick={() => remove.mutate({ currentPassword: currentPassword || undefined })}
              disabled={remove.isPending || Boolean(remove.data)}
            >
              {remove.isPending ? 'Suppression...' : 'Supprimer définitivement'}
            </Button>
            <Button variant="secondary" className="flex-1" onClick={() => setConfirming(false)}>
              Annuler
            </Button>
          </div>
        </Modal>
      ) : null}
    </section>
  )
}
