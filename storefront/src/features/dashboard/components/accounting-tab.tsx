import { useId, useState } from 'react'

import { accountantReportMonth } from '@shop/domain/accounting'
import { dashboardMessages } from '@shop/domain/dashboard'
import { parisDate } from '@shop/domain/working-days'

import { Button } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { useDownloadFec, useDownloadVat } from '../api/download-accounting'
import { FilterSelect } from './list-controls'

/** Books are kept ten years (Code de commerce L123-22): the FEC of each of them stays a click away. */
const keptYears = 10

const failed = (error: unknown) => showToast(error instanceof ApiError ? error.message : dashboardMessages.exportFailed, { tone: 'error' })

/** Comptabilité: the files the accountant and a tax audit ask for, built by the server from the invoices. */
export function AccountingTab() {
  const today = parisDate(new Date())
  const currentYear = Number(today.slice(0, 4))
  const [year, setYear] = useState(currentYear)
  const [month, setMonth] = useState(() => accountantReportMonth(today))
  const [semicolon, setSemicolon] = useState(false)
  const monthId = useId()
  const separatorId = useId()
  const fec = useDownloadFec()
  const vat = useDownloadVat()

  return (
    <section aria-labelledby="accounting-title" className="space-y-8">
      <div>
        <h2 id="accounting-title" className="text-xl font-bold text-slate-900">
          Comptabilité
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-600">
          Établis à partir des factures, des avoirs et des paiements enregistrés par la boutique. Le plan comptable, la date de clôture et
          l'adresse de l'expert-comptable (qui reçoit chaque mois la TVA et le journal des ventes) se règlent dans{' '}
          <a href="/admin/globals/accounting-settings" className="font-medium text-brand-700 underline">
            l'administration, Comptabilité
          </a>
          .
        </p>
      </div>
      <section aria-labelledby="fec-title" className="space-y-3">
        <h3 id="fec-title" className="font-semibold text-slate-900">
          Fichier des écritures comptables (FEC)
        </h3>
        <p className="max-w-3xl text-sm text-slate-600">
          Le fichier que demande l'administration fiscale (article A47 A-1 du Livre des procédures fiscales) : journal des ventes et journal
          des encaissements de l'exercice, une ligne par écriture.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <FilterSelect
            label="Exercice clos en"
            value={String(year)}
            options={Array.from({ length: keptYears }, (_, index) => String(currentYear - index)).map((value) => ({ value, label: value }))}
            onChange={(value) => setYear(Number(value))}
          />
          <Button onClick={() => fec.mutate(year, { onError: failed })} disabled={fec.isPending} aria-busy={fec.isPending}>
            {fec.isPending ? 'Préparation du FEC...' : 'Télécharger le FEC'}
          </Button>
        </div>
      </section>
      <section aria-labelledby="vat-title" className="space-y-3">
        <h3 id="vat-title" className="font-semibold text-slate-900">
          Récapitulatif de TVA du mois
        </h3>
        <p className="max-w-3xl text-sm text-slate-600">
          Base HT, TVA et TTC par taux, avoirs déduits, selon la date d'émission des factures et des avoirs.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={monthId} className="text-sm font-medium text-slate-700">
              Mois
            </label>
            <input
              id={monthId}
              type="month"
              value={month}
              max={today.slice(0, 7)}
              required
              onChange={(event) => setMonth(event.target.value)}
              className={`${inputClasses(false)} mt-1`}
            />
          </div>
          <label htmlFor={separatorId} className="flex items-center gap-2 pb-2 text-sm text-slate-700">
            <input
              id={separatorId}
              type="checkbox"
              checked={semicolon}
              onChange={(event) => setSemicolon(event.target.checked)}
              className="size-4"
            />
            Séparateur point-virgule (Excel)
          </label>
          <Button
            variant="secondary"
            onClick={() => vat.mutate({ month, semicolon }, { onError: failed })}
            disabled={vat.isPending || !month}
            aria-busy={vat.isPending}
          >
            {vat.isPending ? 'Export en cours...' : 'Télécharger la TVA (CSV)'}
          </Button>
        </div>
      </section>
    </section>
  )
}
