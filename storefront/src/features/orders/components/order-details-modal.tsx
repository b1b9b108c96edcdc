import { formatDate } from '@shop/domain/dates'
import { formatCents, toCents } from '@shop/domain/money'
import type { ClientOrder } from '@shop/domain/client-orders'

import { Button, buttonClasses } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { PostalAddress } from '../../../components/ui/postal-address'
import { OrderDiscountLine } from '../../../components/ui/order-discount-line'
import { apiUrl } from '../../../lib/api-client'
import { cn } from '../../../lib/cn'
import { useDownloadInvoice } from '../api/download-invoice'
import { invoiceDownloadError } from '../utils/order-errors'

type OrderDetailsModalProps = { order: ClientOrder; token: string; onClose: () => void }

const invoiceKinds = { invoice: 'la facture', credit_note: "l'avoir" } as const

/** The order's lines, delivery address, invoices (PDF, downloaded with the session) and its withdrawal form (PDF, by its own link). */
export function OrderDetailsModal({ order, token, onClose }: OrderDetailsModalProps) {
  const download = useDownloadInvoice(token)
  const address = order.shipping_address
  return (
    <Modal
      title={`Commande ${order.order_number}`}
      onClose={onClose}
      description={
        <span className="flex flex-wrap items-center gap-2">
          Passée le {formatDate(order.created_at)} <OrderStatusBadge status={order.status} />
        </span>
      }
    >
      <section aria-labelledby="order-items-title">
        <h3 id="order-items-title" className="text-sm font-semibold text-slate-900">
          Articles
        </h3>
        <ul className="mt-2 divide-y divide-slate-200">
          {order.items.map((item) => (
            <li key={item.id} className="flex gap-3 py-3">
              {item.product_image ? (
                <img
                  src={item.product_image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 shrink-0 rounded-lg bg-slate-100 object-contain"
                />
              ) : (
                <span className="size-14 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900">{item.product_name}</p>
                {item.variant ? <p className="text-slate-600">{item.variant}</p> : null}
                <p className="text-slate-600">
                  Quantité : {item.quantity} · Prix unitaire : {formatCents(toCents(item.unit_price))}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <OrderDiscountLine discount={order.discount} />
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 text-base">
          <span className="font-semibold">Total TTC</span>
          <span className="font-bold">{formatCents(toCents(order.total_amount))}</span>
        </p>
      </section>
      <section aria-labelledby="order-address-title" className="mt-5">
        <h3 id="order-address-title" className="text-sm font-semibold text-slate-900">
          Adresse de livraison
        </h3>
        <PostalAddress
          className="mt-1"
          street={address.street}
          postalCode={address.postal_code}
          city={address.city}
          country={address.country}
        />
        {order.carrier && order.tracking_number ? (
          <p className="mt-2 text-sm text-slate-700">
            {order.carrier} : <span className="font-mono">{order.tracking_number}</span>
          </p>
        ) : null}
      </section>
      {order.invoices.length > 0 ? (
        <section aria-labelledby="order-invoices-title" className="mt-5">
          <h3 id="order-invoices-title" className="text-sm font-semibold text-slate-900">
            Factures
          </h3>
          <ul className="mt-2 space-y-2">
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="w-full justify-start"
                  onClick={() => download.mutate(invoice)}
                  disabled={download.isPending && download.variables?.id === invoice.id}
                >
                  Télécharger {invoiceKinds[invoice.kind]} {invoice.number}
                </Button>
              </li>
            ))}
          </ul>
          <FormMessage className="mt-2" notice={download.error ? { tone: 'error', text: invoiceDownloadError(download.error) } : null} />
        </section>
      ) : null}
      <section aria-labelledby="order-withdrawal-form-title" className="mt-5">
        <h3 id="order-withdrawal-form-title" className="text-sm font-semibold text-slate-900">
          Rétractation
        </h3>
        <p className="mt-1 text-sm text-slate-700">Le formulaire de rétractation, déjà rempli avec cette commande.</p>
        <a
          href={apiUrl(order.withdrawal_form_path)}
          download
          className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'mt-2 w-full justify-start')}
        >
          Formulaire de rétractation (PDF)
        </a>
      </section>
    </Modal>
  )
}
