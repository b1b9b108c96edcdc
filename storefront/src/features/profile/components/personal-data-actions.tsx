import { lazy, Suspense, useState } from 'react'

import { storefrontMessages } from '@shop/domain/storefront-messages'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/spinner'
import { useExportPersonalData } from '../api/export-personal-data'
import { failureText } from './failure-text'

const AccountErasureForm = lazy(() => import('./account-erasure-form').then((m) => ({ default: m.AccountErasureForm })))

/** RGPD rights on /profil: a copy of one's data, and erasure of the account. */
export function PersonalDataActions({ token, clientId }: { token: string; clientId: string }) {
  const exportData = useExportPersonalData(token, clientId)
  const [confirming, setConfirming] = useState(false)
  const exportFailure = exportData.error ? failureText(exportData.error, storefrontMessages.exportFailed) : null

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
          <Suspense fallback={<Spinner className="py-6" />}>
            <AccountErasureForm token={token} onCancel={() => setConfirming(false)} />
          </Suspense>
        </Modal>
      ) : null}
    </section>
  )
}
