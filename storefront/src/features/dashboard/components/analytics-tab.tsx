import { Suspense, useState } from 'react'

import { formatCents } from '@shop/domain/money'

import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useAnalytics } from '../api/get-analytics'
import { formatCount, formatPercent } from '../utils/format'
import { ExportButton } from './export-button'
import { TrafficChart } from './lazy-charts'
import { DataTable, EmptyRow, FilterSelect } from './list-controls'
import { ChartCard, StatCard } from './stat-card'

const periods = [7, 30, 90] as const

export function AnalyticsTab() {
  const [days, setDays] = useState<number>(30)
  const analytics = useAnalytics(days)
  return (
    <section aria-labelledby="analytics-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="analytics-title" className="text-xl font-bold text-slate-900">
          Analytique
        </h2>
        <FilterSelect
          label="Période"
          value={String(days)}
          options={periods.map((period) => ({ value: String(period), label: `${period} derniers jours` }))}
          onChange={(value) => setDays(Number(value))}
        />
      </div>
      <p className="text-sm text-slate-600">
        Mesure de la boutique elle-même : pages vues seulement avec l'accord du visiteur aux cookies de mesure, comptées par jour, sans
        adresse IP ni identifiant.
      </p>
      {analytics.isPending ? (
        <Spinner />
      ) : analytics.isError ? (
        <QueryError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Pages vues" value={formatCount(analytics.data.pageViews)} />
            <StatCard label="Visites" value={formatCount(analytics.data.visits)} />
            <StatCard label="Commandes payées" value={formatCount(analytics.data.paidOrders)} />
            <StatCard label="Taux de conversion" value={formatPercent(analytics.data.conversionRate)} hint="commandes payées par visite" />
          </dl>
          <Suspense fallback={<Spinner />}>
            <ChartCard title="Pages vues et visites par jour">
              <TrafficChart perDay={analytics.data.perDay} />
            </ChartCard>
          </Suspense>
          <div className="grid gap-4 lg:grid-cols-2">
            <section>
              <h3 className="font-semibold text-slate-900">Pages les plus vues</h3>
              <DataTable caption="Pages les plus vues" head={['Page', 'Vues']}>
                {analytics.data.topPages.length === 0 ? (
                  <EmptyRow columns={2} />
                ) : (
                  analytics.data.topPages.map((page) => (
                    <tr key={page.path}>
                      <td className="px-3 py-2 font-mono">{page.path}</td>
                      <td className="px-3 py-2 text-right">{formatCount(page.views)}</td>
                    </tr>
                  ))
                )}
              </DataTable>
            </section>
            <section>
              <h3 className="font-semibold text-slate-900">Modèles les plus vendus</h3>
              <DataTable caption="Modèles les plus vendus" head={['Modèle', 'Vendus', 'Vues']}>
                {analytics.data.topModels.length === 0 ? (
                  <EmptyRow columns={3} />
                ) : (
                  analytics.data.topModels.map((model) => (
                    <tr key={`${model.category}-${model.productId}`}>
                      <td className="px-3 py-2">{model.name}</td>
                      <td className="px-3 py-2 text-right">{formatCount(model.quantity)}</td>
                      <td className="px-3 py-2 text-right">{formatCount(model.views)}</td>
                    </tr>
                  ))
                )}
              </DataTable>
            </section>
            <section>
              <h3 className="font-semibold text-slate-900">Termes recherchés</h3>
              <DataTable caption="Termes recherchés" head={['Terme', 'Recherches', 'Sans résultat']}>
                {analytics.data.searches.length === 0 ? (
                  <EmptyRow columns={3} />
                ) : (
                  analytics.data.searches.map((search) => (
                    <tr key={search.term}>
                      <td className="px-3 py-2">{search.term}</td>
                      <td className="px-3 py-2 text-right">{formatCount(search.searches)}</td>
                      <td className="px-3 py-2 text-right">{formatCount(search.withoutResult)}</td>
                    </tr>
                  ))
                )}
              </DataTable>
            </section>
            <section className="lg:col-span-2">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h3 className="font-semibold text-slate-900">Codes promo</h3>
                <ExportButton tab="promo-codes" filters={{ days }} />
              </div>
              <DataTable caption="Codes promo" head={['Code', 'Utilisations', "Chiffre d'affaires", 'Remises']}>
                {analytics.data.promoCodes.length === 0 ? (
                  <EmptyRow columns={4} />
                ) : (
                  analytics.data.promoCodes.map((promo) => (
                    <tr key={promo.code}>
                      <td className="px-3 py-2 font-mono">{promo.code}</td>
                      <td className="px-3 py-2 text-right">{formatCount(promo.uses)}</td>
                      <td className="px-3 py-2 text-right">{formatCents(promo.revenueCents)}</td>
                      <td className="px-3 py-2 text-right">{formatCents(promo.discountCents)}</td>
                    </tr>
                  ))
                )}
              </DataTable>
            </section>
            <section>
              <h3 className="font-semibold text-slate-900">Recherches sans résultat</h3>
              <DataTable caption="Recherches sans résultat" head={['Terme', 'Recherches']}>
                {analytics.data.searchesWithoutResult.length === 0 ? (
                  <EmptyRow columns={2} />
                ) : (
                  analytics.data.searchesWithoutResult.map((search) => (
                    <tr key={search.term}>
                      <td className="px-3 py-2">{search.term}</td>
                      <td className="px-3 py-2 text-right">{formatCount(search.searches)}</td>
                    </tr>
                  ))
                )}
              </DataTable>
            </section>
          </div>
        </>
      )}
    </section>
  )
}
