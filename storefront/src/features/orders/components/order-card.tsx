import { Link } from 'react-router'

import { formatDate, formatDateTime } from '@shop/domain/dates'
import { formatCents, toCents } from '@shop/domain/money'
import { trackingPath, type ClientOrder } from '@shop/domain/client-orders'
import { cancellableStatuses } from '@shop/domain/order-status'
import { withdrawalMessages } from '@shop/domain/withdrawal-messages'

import { Button, buttonClasses } from '../../../components/ui/button'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { paths } from '../../../config/paths'
import { plural } from '../../../lib/plural'

type OrderCardProps = { order: ClientOrder; onDetails: () => void; onCancel: () => void }

/**
 * One order of the list: tracking only once shipped, cancelling only before dispatch (spec core §4),
 * withdrawing online while its 14 days run.
 */
export function OrderCard({ order, onDetails, onCancel }: OrderCardProps) {
  const articles = order.items.reduce((total, item) => total + item.quantity, 0)
  return (
    <article aria-labelledby={`order-${order.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`order-${order.id}`} className="text-lg font-semibold break-all text-slate-900">
            Commande {order.order_number}
          </h2>
          <p className="text-sm text-slate-600">
            Passée le <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> · {plural(articles, 'article')}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-3 text-base text-slate-900">
        Total : <span className="font-bold">{formatCents(toCents(order.total_amount))}</span>
      </p>
      {order.withdrawn_at ? (
        <p className="mt-2 text-sm font-medium text-slate-700">
          Rétractation enregistrée le <time dateTime={order.withdrawn_at}>{formatDateTime(order.withdrawn_at)}</time>
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={onDetails}>
          Voir les détails
        </Button>
        {order.status === 'shipped' ? (
          <Link to={trackingPath(order.order_number)} className={buttonClasses()}>
            Suivre ma commande
          </Link>
        ) : null}
        {order.can_withdraw ? (
          <Link
            to={`${paths.onlineWithdrawal}?commande=${encodeURIComponent(order.id)}`}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {withdrawalMessages.entryPoint}
          </Link>
        ) : null}
        {cancellableStatuses.includes(order.status) ? (
          <Button variant="secondary" className="border-red-300 text-red-800 hover:bg-red-50" onClick={onCancel}>
            Annuler la commande
          </Button>
        ) : null}
      </div>
    </article>
  )
}
