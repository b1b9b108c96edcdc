import { useState } from 'react'

import { ticketSorts, type DashboardTicketRow, type TicketsQuery } from '@shop/domain/dashboard'
import { formatShortDateTime } from '@shop/domain/dates'
import {
  ticketPriorities,
  ticketPriorityLabels,
  ticketSourceLabels,
  ticketSources,
  ticketStatuses,
  ticketStatusLabels,
  type TicketSource,
} from '@shop/domain/tickets'

import { QueryError } from '../../../components/ui/query-error'
import { Spinner } from '../../../components/ui/spinner'
import { useTickets } from '../api/get-tickets'
import { useUrlFilters } from '../hooks/use-url-filters'
import { ExportButton } from './export-button'
import { DataTable, EmptyRow, FilterSelect, Pager, SearchBox, Toolbar } from './list-controls'
import { TicketDetail } from './ticket-detail'

const sortLabels: Record<(typeof ticketSorts)[number], string> = {
  '-createdAt': 'Plus récentes',
  createdAt: 'Plus anciennes',
  '-priority': 'Priorité décroissante',
  priority: 'Priorité croissante',
  '-updatedAt': 'Dernière mise à jour',
}

const priorityTones = { low: 'text-slate-600', medium: 'text-sky-800', high: 'text-amber-800', urgent: 'font-bold text-red-700' } as const

export function TicketRows({ rows, onOpen }: { rows: readonly DashboardTicketRow[]; onOpen: (row: DashboardTicketRow) => void }) {
  if (rows.length === 0) return <EmptyRow columns={6} text="Aucune demande" />
  return rows.map((row) => (
    <tr key={row.id} className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(row)}>
      <td className="px-3 py-2 whitespace-nowrap">
        <button type="button" className="font-mono font-semibold text-brand-800 hover:underline" onClick={() => onOpen(row)}>
          {row.reference}
        </button>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{formatShortDateTime(row.createdAt)}</td>
      <td className="px-3 py-2">
        {row.name}
        <br />
        <span className="text-slate-500">{row.email}</span>
      </td>
      <td className="px-3 py-2">
        {row.subject}
        <br />
        <span className="text-slate-500">{ticketSourceLabels[row.source as TicketSource] ?? row.source}</span>
      </td>
      <td className={`px-3 py-2 ${priorityTones[row.priority]}`}>{ticketPriorityLabels[row.priority]}</td>
      <td className="px-3 py-2">{ticketStatusLabels[row.status]}</td>
    </tr>
  ))
}

export const ticketColumns = ['Référence', 'Date', 'Client', 'Sujet', 'Priorité', 'Statut'] as const

export function TicketsTab() {
  const filters = useUrlFilters(['q', 'status', 'priority', 'source', 'sort'] as const)
  const tickets = useTickets(filters.query as Partial<TicketsQuery>)
  const [open, setOpen] = useState<DashboardTicketRow | null>(null)
  return (
    <section aria-labelledby="tickets-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tickets-title" className="text-xl font-bold text-slate-900">
          Support
        </h2>
        <ExportButton tab="tickets" filters={filters.query} />
      </div>
      <Toolbar>
        <SearchBox label="Rechercher (référence, e-mail, nom, commande)" value={filters.values.q} onSearch={(q) => filters.update({ q })} />
        <FilterSelect
          label="Statut"
          value={filters.values.status}
          allLabel="Tous"
          options={ticketStatuses.map((status) => ({ value: status, label: ticketStatusLabels[status] }))}
          onChange={(status) => filters.update({ status })}
        />
        <FilterSelect
          label="Priorité"
          value={filters.values.priority}
          allLabel="Toutes"
          options={ticketPriorities.map((priority) => ({ value: priority, label: ticketPriorityLabels[priority] }))}
          onChange={(priority) => filters.update({ priority })}
        />
        <FilterSelect
          label="Origine"
          value={filters.values.source}
          allLabel="Toutes"
          options={ticketSources.map((source) => ({ value: source, label: ticketSourceLabels[source] }))}
          onChange={(source) => filters.update({ source })}
        />
        <FilterSelect
          label="Tri"
          value={filters.values.sort || '-createdAt'}
          options={ticketSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          onChange={(sort) => filters.update({ sort })}
        />
      </Toolbar>
      {tickets.isPending ? (
        <Spinner className="mt-6" />
      ) : tickets.isError ? (
        <div className="mt-4">
          <QueryError error={tickets.error} onRetry={() => void tickets.refetch()} />
        </div>
      ) : (
        <>
          <DataTable caption="Demandes du support" head={ticketColumns}>
            <TicketRows rows={tickets.data.rows} onOpen={setOpen} />
          </DataTable>
          <Pager
            page={tickets.data.page}
            totalPages={tickets.data.totalPages}
            total={tickets.data.total}
            onPage={(page) => filters.update({ page })}
          />
        </>
      )}
      {open ? <TicketDetail id={open.id} reference={open.reference} onClose={() => setOpen(null)} /> : null}
    </section>
  )
}
