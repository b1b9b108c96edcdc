import { useState } from 'react'

import { orderSorts, type DashboardOrderRow, type OrdersQuery } from '@shop/domain/dashboard'
import { formatShortDateTime } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'
import { orderStatuses, orderStatusLabels } from '@shop/domain/orders'

import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useOrders } from '../api/get-orders'
import { useUrlFilters } from '../hooks/use-url-filters'
import { formatRating } from '../utils/format'
import { ExportButton } from './export-button'
import { DataTable, DateFilter, EmptyRow, FilterSelect, Pager, SearchBox, Toolbar } from './list-controls'
import { OrderDetail } from './order-detail'

const sortLabels: Record<(typeof orderSorts)[number], string> = {
  '-createdAt': 'Plus récentes',
  createdAt: 'Plus anciennes',
  '-total': 'Montant décroissant',
  total: 'Montant croissant',
  orderNumber: 'Numéro croissant',
  '-orderNumber': 'Numéro décroissant',
}

const orderStatusOptions = orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] }))

/** Rows that open the order: the whole row is a button for the mouse, the number for the keyboard. */
export function OrderRows({ rows, onOpen }: { rows: readonly DashboardOrderRow[]; onOpen: (row: DashboardOrderRow) => void }) {
  if (rows.length === 0) return <EmptyRow columns={orderColumns.length} text="Aucune commande" />
  return rows.map((row) => (
    <tr key={row.id} className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(row)}>
      <td className="px-3 py-2 whitespace-nowrap">
        <button type="button" className="font-mono font-semibold text-brand-800 hover:underline" onClick={() => onOpen(row)}>
          {row.orderNumber}
        </button>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatShortDateTime(row.createdAt)}</td>
      <td className="px-3 py-2">
        {row.name}
        <br />
        <span className="text-slate-500">{row.email}</span>
      </td>
      <td className="px-3 py-2">
        <OrderStatusBadge status={row.status} />
      </td>
      <td className="px-3 py-2 text-right">{row.items}</td>
      <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{formatCents(row.totalCents)}</td>
      <td className="px-3 py-2">{row.deliveryMode ?? '—'}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{row.rating === null ? '—' : formatRating(row.rating)}</td>
    </tr>
  ))
}

export const orderColumns = ['Numéro', 'Date', 'Client', 'Statut', 'Articles', 'Total TTC', 'Livraison', 'Avis'] as const

export function OrdersTab() {
  const filters = useUrlFilters(['q', 'status', 'from', 'to', 'sort'] as const)
  const orders = useOrders(filters.query as Partial<OrdersQuery>)
  const [open, setOpen] = useState<DashboardOrderRow | null>(null)
  return (
    <section aria-labelledby="orders-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="orders-title" className="text-xl font-bold text-slate-900">
          Commandes
        </h2>
        <ExportButton tab="orders" filters={filters.query} />
      </div>
      <Toolbar>
        <SearchBox label="Rechercher (numéro, e-mail, nom)" value={filters.values.q} onSearch={(q) => filters.update({ q })} />
        <FilterSelect
          label="Statut"
          value={filters.values.status}
          allLabel="Tous"
          options={orderStatusOptions}
          onChange={(status) => filters.update({ status })}
        />
        <DateFilter label="Du" value={filters.values.from} onChange={(from) => filters.update({ from })} />
        <DateFilter label="Au" value={filters.values.to} onChange={(to) => filters.update({ to })} />
        <FilterSelect
          label="Tri"
          value={filters.values.sort || '-createdAt'}
          options={orderSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          onChange={(sort) => filters.update({ sort })}
        />
      </Toolbar>
      {orders.isPending ? (
        <Spinner className="mt-6" />
      ) : orders.isError ? (
        <div className="mt-4">
          <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
        </div>
      ) : (
        <>
          <DataTable caption="Commandes" head={orderColumns}>
            <OrderRows rows={orders.data.rows} onOpen={setOpen} />
          </DataTable>
          <Pager
            page={orders.data.page}
            totalPages={orders.data.totalPages}
            total={orders.data.total}
            onPage={(page) => filters.update({ page })}
          />
        </>
      )}
      {open ? <OrderDetail id={open.id} orderNumber={open.orderNumber} onClose={() => setOpen(null)} /> : null}
    </section>
  )
}
