import { useState } from 'react'

import {
  customerSorts,
  customerStatuses,
  customerStatusLabels,
  type CustomersQuery,
  type DashboardCustomerRow,
} from '@shop/domain/dashboard'
import { formatShortDate } from '@shop/domain/dates'
import { formatCents } from '@shop/domain/money'

import { Modal } from '../../../components/ui/modal'
import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useCustomer } from '../api/get-customer'
import { useCustomers } from '../api/get-customers'
import { useUrlFilters } from '../hooks/use-url-filters'
import { ExportButton } from './export-button'
import { DataTable, EmptyRow, FilterSelect, Pager, SearchBox, Toolbar } from './list-controls'
import { OrderDetail } from './order-detail'
import { OrderRows, orderColumns } from './orders-tab'
import { TicketDetail } from './ticket-detail'
import { TicketRows, ticketColumns } from './tickets-tab'

const sortLabels: Record<(typeof customerSorts)[number], string> = {
  '-lastOrder': 'Dernière commande récente',
  lastOrder: 'Dernière commande ancienne',
  '-spent': 'Plus gros montant',
  spent: 'Plus petit montant',
  '-orders': 'Plus de commandes',
  orders: 'Moins de commandes',
  name: 'Nom',
}

function CustomerDetail({ customer, onClose }: { customer: DashboardCustomerRow; onClose: () => void }) {
  const detail = useCustomer(customer.email)
  const [order, setOrder] = useState<{ id: number; orderNumber: string } | null>(null)
  const [ticket, setTicket] = useState<{ id: number; reference: string } | null>(null)
  if (order) return <OrderDetail id={order.id} orderNumber={order.orderNumber} onClose={() => setOrder(null)} />
  if (ticket) return <TicketDetail id={ticket.id} reference={ticket.reference} onClose={() => setTicket(null)} />
  return (
    <Modal title={customer.name} description={customer.email} onClose={onClose} placement="wide">
      {detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="space-y-4 text-sm">
          <p>
            {customerStatusLabels[detail.data.customer.status]} · {detail.data.customer.orders} commande
            {detail.data.customer.orders > 1 ? 's' : ''} · {formatCents(detail.data.customer.spentCents)} dépensés
            {detail.data.customer.phone ? ` · ${detail.data.customer.phone}` : ''}
          </p>
          <h3 className="font-semibold text-slate-900">Commandes</h3>
          <DataTable caption="Commandes du client" head={orderColumns}>
            <OrderRows rows={detail.data.orders} onOpen={setOrder} />
          </DataTable>
          <h3 className="font-semibold text-slate-900">Demandes</h3>
          <DataTable caption="Demandes du client" head={ticketColumns}>
            <TicketRows rows={detail.data.tickets} onOpen={setTicket} />
          </DataTable>
        </div>
      )}
    </Modal>
  )
}

export function CustomersTab() {
  const filters = useUrlFilters(['q', 'status', 'sort'] as const)
  const customers = useCustomers(filters.query as Partial<CustomersQuery>)
  const [open, setOpen] = useState<DashboardCustomerRow | null>(null)
  return (
    <section aria-labelledby="customers-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="customers-title" className="text-xl font-bold text-slate-900">
          Clients
        </h2>
        <ExportButton tab="customers" filters={filters.query} />
      </div>
      <Toolbar>
        <SearchBox label="Rechercher (nom, e-mail, téléphone)" value={filters.values.q} onSearch={(q) => filters.update({ q })} />
        <FilterSelect
          label="Statut"
          value={filters.values.status}
          allLabel="Tous"
          options={customerStatuses.map((status) => ({ value: status, label: customerStatusLabels[status] }))}
          onChange={(status) => filters.update({ status })}
        />
        <FilterSelect
          label="Tri"
          value={filters.values.sort || '-lastOrder'}
          options={customerSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          onChange={(sort) => filters.update({ sort })}
        />
      </Toolbar>
      {customers.isPending ? (
        <Spinner className="mt-6" />
      ) : customers.isError ? (
        <div className="mt-4">
          <QueryError error={customers.error} onRetry={() => void customers.refetch()} />
        </div>
      ) : (
        <>
          <DataTable caption="Clients" head={['Client', 'Statut', 'Commandes', 'Total dépensé', 'Dernière commande']}>
            {customers.data.rows.length === 0 ? (
              <EmptyRow columns={5} text="Aucun client" />
            ) : (
              customers.data.rows.map((row) => (
                <tr key={row.email} className="cursor-pointer hover:bg-slate-50" onClick={() => setOpen(row)}>
                  <td className="px-3 py-2">
                    <button type="button" className="font-semibold text-brand-800 hover:underline" onClick={() => setOpen(row)}>
                      {row.name}
                    </button>
                    <br />
                    <span className="text-slate-500">{row.email}</span>
                  </td>
                  <td className="px-3 py-2">{customerStatusLabels[row.status]}</td>
                  <td className="px-3 py-2 text-right">{row.orders}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatCents(row.spentCents)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.lastOrderAt ? formatShortDate(row.lastOrderAt) : '—'}</td>
                </tr>
              ))
            )}
          </DataTable>
          <Pager
            page={customers.data.page}
            totalPages={customers.data.totalPages}
            total={customers.data.total}
            onPage={(page) => filters.update({ page })}
          />
        </>
      )}
      {open ? <CustomerDetail customer={open} onClose={() => setOpen(null)} /> : null}
    </section>
  )
}
