import { returnReceivedLabels, type AfterSalesOverview } from '@shop/domain/after-sales'
import { formatShortDateTime } from '@shop/domain/dates'

import { formatDueDay } from '../utils/format'
import { DataTable, EmptyRow } from './list-controls'

type Opened = { id: number; reference: string }

/** A late row reads « En retard » in red, not by its colour alone. */
const rowTone = (overdue: boolean) => (overdue ? 'bg-red-50 text-red-800' : '')

function Reference({ id, reference, onOpen }: Opened & { onOpen: (ticket: Opened) => void }) {
  return (
    <button type="button" className="font-mono font-semibold text-brand-800 hover:underline" onClick={() => onOpen({ id, reference })}>
      {reference}
    </button>
  )
}

/**
 * The overview's after-sales: withdrawals to refund with their due day (the refund may wait for the
 * articles or their proof of dispatch, L221-24), warranty claims to settle with theirs.
 */
export function AfterSalesTables({ afterSales, onOpen }: { afterSales: AfterSalesOverview; onOpen: (ticket: Opened) => void }) {
  return (
    <div className="space-y-4">
      <section>
        <h3 className="font-semibold text-slate-900">Rétractations à rembourser</h3>
        <DataTable caption="Rétractations à rembourser" head={['Référence', 'Commande', 'Rétractation', 'Rembourser avant le', 'État']}>
          {afterSales.withdrawalsToRefund.length === 0 ? (
            <EmptyRow columns={5} text="Aucune rétractation à rembourser" />
          ) : (
            afterSales.withdrawalsToRefund.map((row) => (
              <tr key={row.ticketId} className={rowTone(row.overdue)}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Reference id={row.ticketId} reference={row.reference} onOpen={onOpen} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{row.orderNumber}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatShortDateTime(row.withdrawnAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDueDay(row.refundDueBy)}</td>
                <td className="px-3 py-2">
                  {row.overdue ? <strong>En retard</strong> : null}
                  {row.overdue ? ' · ' : null}
                  {row.returnReceived
                    ? `${returnReceivedLabels[row.returnReceived.kind]} le ${formatShortDateTime(row.returnReceived.at)}`
                    : 'Retour non reçu (remboursement différable)'}
                </td>
              </tr>
            ))
          )}
        </DataTable>
      </section>
      <section>
        <h3 className="font-semibold text-slate-900">Réclamations à régler</h3>
        <DataTable caption="Réclamations à régler" head={['Référence', 'Commande', 'Reçue le', 'Régler avant le', 'État']}>
          {afterSales.claimsToSettle.length === 0 ? (
            <EmptyRow columns={5} text="Aucune réclamation à régler" />
          ) : (
            afterSales.claimsToSettle.map((row) => (
              <tr key={row.ticketId} className={rowTone(row.overdue)}>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Reference id={row.ticketId} reference={row.reference} onOpen={onOpen} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{row.orderNumber ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatShortDateTime(row.receivedAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDueDay(row.dueBy)}</td>
                <td className="px-3 py-2">{row.overdue ? <strong>En retard</strong> : 'Dans les délais'}</td>
              </tr>
            ))
          )}
        </DataTable>
      </section>
    </div>
  )
}
