import { orderStatusLabels, type OrderStatus } from '@shop/domain/order-status'

import { cn } from '../../lib/cn'

const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  shipped: 'bg-brand-50 text-brand-800 ring-brand-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  returned: 'bg-rose-50 text-rose-800 ring-rose-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
}

/** An order's status in French (spec core §4), coloured by how far the order has gone. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[status],
        className,
      )}
    >
      {orderStatusLabels[status]}
    </span>
  )
}
