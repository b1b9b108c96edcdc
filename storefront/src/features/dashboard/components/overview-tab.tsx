import { Suspense, useState } from 'react'

import type { DashboardOrderRow, DashboardTicketRow } from '@shop/domain/dashboard'
import { formatShortDateTime } from '@shop/domain/dates'
import { formatSize } from '@shop/domain/file-size'
import { formatCents } from '@shop/domain/money'

import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useOverview } from '../api/get-overview'
import { formatAverageRating, formatCount, formatMinutes } from '../utils/format'
import { AfterSalesTables } from './after-sales-overview'
import { CategoryChart, RevenueChart } from './lazy-charts'
import { DataTable } from './list-controls'
import { OrderDetail } from './order-detail'
import { OrderRows, orderColumns } from './orders-tab'
import { ChartCard, StatCard } from './stat-card'
import { TicketDetail } from './ticket-detail'
import { TicketRows, ticketColumns } from './tickets-tab'

export function OverviewTab() {
  const overview = useOverview()
  const [order, setOrder] = useState<DashboardOrderRow | null>(null)
  const [ticket, setTicket] = useState<Pick<DashboardTicketRow, 'id' | 'reference'> | null>(null)
  if (overview.isPending) return <Spinner className="mt-6" />
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
  const data = overview.data
  return (
    <section aria-labelledby="overview-title" className="space-y-6">
      <h2 id="overview-title" className="text-xl font-bold text-slate-900">
        Vue d'ensemble
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Commandes"
          value={formatCount(data.orders.total)}
          hint={`dont ${formatCount(data.orders.pending)} en attente de paiement`}
        />
        <StatCard label="Chiffre d'affaires" value={formatCents(data.revenueCents)} hint="commandes payées, hors remboursements" />
        <StatCard
          label="Demandes"
          value={`${formatCount(data.tickets.open)} ouvertes`}
          hint={`${formatCount(data.tickets.resolved)} résolues ou fermées`}
        />
        <StatCard
          label="Première réponse (moyenne)"
          value={
            data.averageFirstResponseMinutes === null ? (
              <span className="text-base">Aucune réponse pour l’instant</span>
            ) : (
              formatMinutes(data.averageFirstResponseMinutes)
            )
          }
        />
        <StatCard
          label="Produit phare (30 jours)"
          value={data.topProduct ? <span className="text-base">{data.topProduct.name}</span> : '—'}
          hint={data.topProduct ? `${data.topProduct.quantity} vendus` : undefined}
        />
        <StatCard
          label="Satisfaction (30 jours)"
          value={
            data.satisfaction.average === null ? (
              <span className="text-base">Aucun avis pour l’instant</span>
            ) : (
              formatAverageRating(data.satisfaction.average)
            )
          }
          hint={`${formatCount(data.satisfaction.count)} avis`}
        />
        <StatCard
          label="Dernière sauvegarde"
          value={
            data.backups.last ? (
              <span className="text-base">{formatShortDateTime(data.backups.last.at)}</span>
            ) : (
              <span className="text-base">Aucune</span>
            )
          }
          hint={
            data.backups.last
              ? formatSize(data.backups.last.bytes)
              : data.backups.scheduled
                ? undefined
                : 'sauvegardes programmées désactivées (BACKUP_DIR)'
          }
        />
      </dl>
      {data.backups.warning ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {data.backups.warning}
        </p>
      ) : null}
      <AfterSalesTables afterSales={data.afterSales} onOpen={setTicket} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Suspense fallback={<Spinner />}>
          <ChartCard title="Chiffre d'affaires et commandes par jour (30 jours)">
            <RevenueChart perDay={data.perDay} />
          </ChartCard>
          <ChartCard title="Ventes par catégorie (30 jours)">
            {data.salesByCategory.length === 0 ? (
              <p className="text-sm text-slate-600">Aucune vente sur la période.</p>
            ) : (
              <CategoryChart sales={data.salesByCategory} />
            )}
          </ChartCard>
        </Suspense>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <section>
          <h3 className="font-semibold text-slate-900">Dernières commandes</h3>
          <DataTable caption="Dernières commandes" head={orderColumns}>
            <OrderRows rows={data.latestOrders} onOpen={setOrder} />
          </DataTable>
        </section>
        <section>
          <h3 className="font-semibold text-slate-900">Dernières demandes</h3>
          <DataTable caption="Dernières demandes" head={ticketColumns}>
            <TicketRows rows={data.latestTickets} onOpen={setTicket} />
          </DataTable>
        </section>
      </div>
      {order ? <OrderDetail id={order.id} orderNumber={order.orderNumber} onClose={() => setOrder(null)} /> : null}
      {ticket ? <TicketDetail id={ticket.id} reference={ticket.reference} onClose={() => setTicket(null)} /> : null}
    </section>
  )
}
