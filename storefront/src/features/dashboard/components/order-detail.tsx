import { useState } from 'react'

import { dashboardMessages, orderStatusBodySchema, type DashboardOrder, type OrderStatusBody } from '@shop/domain/dashboard'
import { formatShortDateTime } from '@shop/domain/dates'
import { deliveryPeriodText, deliveryPriceText } from '@shop/domain/delivery'
import { formatCents } from '@shop/domain/money'
import { orderStatusLabels, type OrderStatus } from '@shop/domain/orders'
import { reviewRemovalReasons, reviewRemovalReasonValues } from '@shop/domain/review-policy'
import { reviewMessages, reviewRemovalBodySchema, type ReviewRemovalBody } from '@shop/domain/reviews'

import { Button } from '../../../components/ui/button'
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { QueryError } from '../../../components/ui/query-error'
import { SelectField } from '../../../components/ui/select-field'
import { Spinner } from '../../../components/ui/spinner'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { downloadBlob } from '../../../lib/download-file'
import { showToast } from '../../../lib/toast-store'
import { useChangeOrderStatus } from '../api/change-order-status'
import { useOrder } from '../api/get-order'
import { useRemoveReview } from '../api/remove-review'
import { getPrivateFile } from '../api/get-private-file'
import { formatRating } from '../utils/format'
import { FilterSelect } from './list-controls'
import { PrivateImage } from './private-image'

type Review = NonNullable<DashboardOrder['satisfaction']>

const reasonOptions = reviewRemovalReasonValues.map((value) => ({ value, label: reviewRemovalReasons[value] }))

/** « Retirer l'avis »: the reason chosen from the stated list, then the review leaves the site. */
function ReviewRemoval({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const form = useZodForm(reviewRemovalBodySchema, { reason: '' as ReviewRemovalBody['reason'] })
  const remove = useRemoveReview(orderId)
  const confirm = async (body: ReviewRemovalBody) => {
    try {
      await remove.mutateAsync(body)
      showToast(reviewMessages.removed, { tone: 'success' })
      onDone()
    } catch (error) {
      form.setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : dashboardMessages.loadFailed })
    }
  }
  return (
    <Form form={form} onSubmit={confirm} className="mt-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <SelectField name="reason" label="Motif du retrait" options={reasonOptions} placeholder="Choisissez un motif" required />
      <FormMessage notice={form.notice} className="mt-3" />
      <div className="mt-3 flex gap-2">
        <SubmitButton>Retirer du site</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </Form>
  )
}

function publicationText(review: Review): string {
  if (review.removal) return `Retiré du site le ${formatShortDateTime(review.removal.at)} : ${reviewRemovalReasons[review.removal.reason]}`
  return review.published ? 'Publié sur le site (prénom et initiale)' : 'Non publié : le client n’a pas accepté la publication'
}

/** The customer's rating and comment, whether the pages show it, and its removal by staff. */
function CustomerReview({ order, review }: { order: DashboardOrder; review: Review }) {
  const [removing, setRemoving] = useState(false)
  return (
    <section>
      <h3 className="font-semibold text-slate-900">Avis du client</h3>
      <p className="mt-2">
        <span className="font-semibold">{formatRating(review.rating)}</span>
        <span className="text-slate-500"> · le {formatShortDateTime(review.ratedAt)}</span>
      </p>
      {review.comment ? <blockquote className="mt-1 whitespace-pre-line text-slate-700">« {review.comment} »</blockquote> : null}
      <p className="mt-1 text-slate-600">{publicationText(review)}</p>
      {review.published && !review.removal ? (
        removing ? (
          <ReviewRemoval orderId={order.id} onDone={() => setRemoving(false)} />
        ) : (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setRemoving(true)}>
            Retirer l’avis
          </Button>
        )
      ) : null}
    </section>
  )
}

/** The move asked for, waiting for the administrator's confirmation (and the parcel's details). */
function StatusChange({ order, target, onDone }: { order: DashboardOrder; target: OrderStatus; onDone: () => void }) {
  const form = useZodForm(orderStatusBodySchema, {
    status: target,
    expectedUpdatedAt: order.updatedAt,
    carrier: order.carrier ?? '',
    trackingNumber: order.trackingNumber ?? '',
  })
  const change = useChangeOrderStatus(order.id)
  const shipping = target === 'shipped'

  const confirm = async ({ carrier, trackingNumber, ...move }: OrderStatusBody) => {
    try {
      await change.mutateAsync(shipping ? { ...move, carrier, trackingNumber } : move)
      showToast(dashboardMessages.statusSaved, { tone: 'success' })
      onDone()
    } catch (error) {
      form.setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : dashboardMessages.loadFailed })
    }
  }

  return (
    <Form form={form} onSubmit={confirm} className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="font-semibold text-slate-900">Passer la commande à « {orderStatusLabels[target]} » ?</p>
      {shipping ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField label="Transporteur" name="carrier" maxLength={60} required />
          <TextField label="Numéro de suivi" name="trackingNumber" maxLength={60} required />
        </div>
      ) : null}
      <FormMessage notice={form.notice} className="mt-3" />
      <div className="mt-3 flex gap-2">
        <SubmitButton>Confirmer</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </Form>
  )
}

function OrderBody({ order }: { order: DashboardOrder }) {
  const [target, setTarget] = useState<OrderStatus | null>(null)
  const saveInvoice = (id: number, number: string) =>
    void getPrivateFile(`/api/dashboard/invoices/${id}`)
      .then((blob) => downloadBlob(blob, `${number}.pdf`))
      .catch((error: unknown) => showToast(error instanceof ApiError ? error.message : dashboardMessages.loadFailed, { tone: 'error' }))

  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} />
        <span className="text-slate-600">Passée le {formatShortDateTime(order.createdAt)}</span>
        {order.nextStatus ? (
          <Button size="sm" onClick={() => setTarget(order.nextStatus)}>
            Valider
          </Button>
        ) : null}
        {order.allowedStatuses.length > 0 ? (
          <FilterSelect
            label="Modifier le statut"
            value=""
            allLabel="Choisir…"
            options={order.allowedStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] }))}
            onChange={(value) => value && setTarget(value as OrderStatus)}
          />
        ) : null}
      </div>
      {target ? <StatusChange key={target} order={order} target={target} onDone={() => setTarget(null)} /> : null}

      <section aria-label="Client" className="grid gap-1 sm:grid-cols-2">
        <p>
          <span className="font-semibold">{order.name}</span>
          <br />
          {order.email}
          {order.phone ? (
            <>
              <br />
              {order.phone}
            </>
          ) : null}
        </p>
        <p>
          {order.address.street}
          <br />
          {order.address.postalCode} {order.address.city}, {order.address.country}
        </p>
        {order.notes ? <p className="sm:col-span-2">Notes : {order.notes}</p> : null}
        {order.trackingNumber ? (
          <p className="sm:col-span-2">
            Expédiée par {order.carrier} — suivi <span className="font-mono">{order.trackingNumber}</span>
          </p>
        ) : null}
      </section>

      <section>
        <h3 className="font-semibold text-slate-900">Articles</h3>
        <ul className="mt-2 divide-y divide-slate-100">
          {order.lines.map((line, index) => (
            <li key={index} className="flex flex-wrap items-start justify-between gap-3 py-2">
              <div>
                <p className="font-medium">{line.productName}</p>
                {line.variant ? <p className="text-slate-600">{line.variant}</p> : null}
                <p className="text-slate-600">
                  {line.quantity} × {formatCents(line.unitCents)}
                </p>
                {line.photoId ? (
                  <div className="mt-2">
                    <p className="text-xs font-semibold text-slate-600">Photo à imprimer</p>
                    <PrivateImage
                      path={`/api/dashboard/photos/customer/${line.photoId}`}
                      alt={`Photo du client pour ${line.productName}`}
                    />
                  </div>
                ) : null}
              </div>
              <p className="font-semibold">{formatCents(line.totalCents)}</p>
            </li>
          ))}
        </ul>
        {order.discount ? (
          <p className="mt-2 flex justify-between gap-3 border-t border-slate-100 pt-2">
            <span className="font-medium">{order.discount.label}</span>
            <span className="font-semibold text-emerald-700">{formatCents(-order.discount.cents)}</span>
          </p>
        ) : null}
        {order.delivery ? (
          <p className="mt-2 flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-2">
            <span>
              <span className="font-medium">{order.delivery.mode}</span>
              <span className="block text-slate-600">{deliveryPeriodText(order.delivery)}</span>
            </span>
            <span className="font-semibold">{deliveryPriceText(order.delivery.shippingCents)}</span>
          </p>
        ) : null}
        <p className="mt-2 text-right text-base font-bold">Total TTC : {formatCents(order.totalCents)}</p>
        {order.partlyRefundedCents > 0 ? (
          <p className="mt-1 text-right text-slate-700">
            Déjà remboursé après une rétractation : {formatCents(order.partlyRefundedCents)} ; rembourser la commande rendra le reste,{' '}
            {formatCents(order.totalCents - order.partlyRefundedCents)}
          </p>
        ) : null}
      </section>

      {order.invoices.length > 0 ? (
        <section className="flex flex-wrap gap-2">
          {order.invoices.map((invoice) => (
            <Button key={invoice.id} variant="secondary" size="sm" onClick={() => saveInvoice(invoice.id, invoice.number)}>
              {invoice.kind === 'credit_note' ? 'Avoir' : 'Facture'} {invoice.number}
            </Button>
          ))}
        </section>
      ) : null}

      {order.satisfaction ? <CustomerReview order={order} review={order.satisfaction} /> : null}

      <section>
        <h3 className="font-semibold text-slate-900">Historique</h3>
        <ol className="mt-2 space-y-1">
          {order.history.map((change, index) => (
            <li key={index} className="text-slate-700">
              {formatShortDateTime(change.at)} — {orderStatusLabels[change.status]}
              {change.note ? ` (${change.note})` : ''}
              {change.by ? <span className="text-slate-500"> · par {change.by}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

export function OrderDetail({ id, orderNumber, onClose }: { id: number; orderNumber: string; onClose: () => void }) {
  const order = useOrder(id)
  return (
    <Modal title={`Commande ${orderNumber}`} onClose={onClose} placement="wide">
      {order.isPending ? (
        <Spinner />
      ) : order.isError ? (
        <QueryError error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderBody order={order.data} />
      )}
    </Modal>
  )
}
