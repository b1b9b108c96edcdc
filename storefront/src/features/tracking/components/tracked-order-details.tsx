import { formatDate, formatDateTime } from '@shop/domain/dates'
import { awaitsDelivery, deliveryPeriodText } from '@shop/domain/delivery'
import { formatCents, toCents } from '@shop/domain/money'
import { orderMessages, type TrackedOrder } from '@shop/domain/orders'

import { Button, buttonClasses } from '../../../components/ui/button'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { PostalAddress } from '../../../components/ui/postal-address'
import { OrderDiscountLine } from '../../../components/ui/order-discount-line'
import { apiUrl } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { showToast } from '../../../lib/toast-store'

/** Spec catalogue-and-content §9: the copy toast stays 2 s. */
const copiedToastMs = 2000

async function copyTrackingNumber(trackingNumber: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(trackingNumber)
    showToast(orderMessages.trackingNumberCopied, { tone: 'success', durationMs: copiedToastMs })
  } catch {
    showToast(orderMessages.copyFailed, { tone: 'error' })
  }
}

type Step = TrackedOrder['timeline'][number]

const stepStates: Record<Step['status'], { dot: string; text: string; label: string }> = {
  completed: { dot: 'border-emerald-600 bg-emerald-600', text: 'text-slate-900', label: 'terminée' },
  active: { dot: 'border-brand-700 bg-white ring-4 ring-brand-100', text: 'font-semibold text-brand-800', label: 'en cours' },
  pending: { dot: 'border-slate-300 bg-white', text: 'text-slate-500', label: 'à venir' },
}

/** The order found on /suivi: status, parcel, timeline, lines, delivery address and its withdrawal form. */
export function TrackedOrderDetails({ order }: { order: TrackedOrder }) {
  const { carrier, tracking_number: trackingNumber } = order.shipping
  const { address } = order
  return (
    <article aria-labelledby="tracked-order-title" className="space-y-6">
      <header className="rounded-2xl border border-slate-200 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="tracked-order-title" className="text-xl font-bold break-all text-slate-900">
              Commande {order.order_number}
            </h2>
            <p className="text-sm text-slate-600">
              Passée le <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="mt-4 rounded-xl bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">Livraison{order.delivery ? ` : ${order.delivery.mode}` : ''}</p>
          {order.delivery && awaitsDelivery(order.status) ? (
            <p className="mt-1 text-sm font-medium text-slate-900">{deliveryPeriodText(order.delivery)}.</p>
          ) : null}
          {trackingNumber ? (
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
              <span>{carrier ?? 'Transporteur'}</span>
              <span className="font-mono break-all text-slate-900">{trackingNumber}</span>
              <Button variant="secondary" size="sm" onClick={() => void copyTrackingNumber(trackingNumber)}>
                Copier le numéro de suivi
              </Button>
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Le numéro de suivi sera disponible dès l'expédition de votre colis.</p>
          )}
        </div>
      </header>

      <section aria-labelledby="tracked-order-timeline" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
        <h3 id="tracked-order-timeline" className="text-lg font-semibold text-slate-900">
          Suivi
        </h3>
        <ol className="mt-4">
          {order.timeline.map((step, index) => {
            const state = stepStates[step.status]
            const last = index === order.timeline.length - 1
            return (
              <li
                key={step.step}
                aria-current={step.status === 'active' ? 'step' : undefined}
                className="relative flex gap-4 pb-6 last:pb-0"
              >
                {last ? null : (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-5 left-[0.6875rem] h-full w-0.5',
                      step.status === 'completed' ? 'bg-emerald-600' : 'bg-slate-200',
                    )}
                  />
                )}
                <span aria-hidden="true" className={cn('relative mt-0.5 size-6 shrink-0 rounded-full border-2', state.dot)} />
                <div>
                  <p className={cn('text-sm', state.text)}>
                    {step.step} <span className="sr-only">({state.label})</span>
                  </p>
                  {step.date ? (
                    <p className="text-xs text-slate-600">
                      <time dateTime={step.date}>{formatDateTime(step.date)}</time>
                    </p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="tracked-order-items" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
          <h3 id="tracked-order-items" className="text-lg font-semibold text-slate-900">
            Articles
          </h3>
          <ul className="mt-3 divide-y divide-slate-200">
            {order.items.map((item, index) => (
              <li key={index} className="flex justify-between gap-3 py-3 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{item.name}</span>
                  {item.variant ? <span className="block text-slate-600">{item.variant}</span> : null}
                  <span className="block text-slate-600">Quantité : {item.quantity}</span>
                </span>
                <span className="font-medium whitespace-nowrap text-slate-900">
                  {formatCents(toCents(item.unit_price) * item.quantity)}
                </span>
              </li>
            ))}
          </ul>
          <OrderDiscountLine discount={order.discount} />
          <p className="mt-2 flex justify-between border-t border-slate-200 pt-3">
            <span className="font-semibold">Total TTC</span>
            <span className="font-bold">{formatCents(toCents(order.total_amount))}</span>
          </p>
        </section>
        <section aria-labelledby="tracked-order-address" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
          <h3 id="tracked-order-address" className="text-lg font-semibold text-slate-900">
            Adresse de livraison
          </h3>
          <PostalAddress
            className="mt-3"
            name={address.name}
            street={address.street}
            postalCode={address.postal_code}
            city={address.city}
            country={address.country}
          />
          <a href={apiUrl(order.withdrawal_form_path)} download className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'mt-4')}>
            Formulaire de rétractation (PDF)
          </a>
        </section>
      </div>
    </article>
  )
}
