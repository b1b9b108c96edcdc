import { useEffect } from 'react'
import { Link } from 'react-router'

import { deliveryPeriodText, deliveryPriceText } from '@shop/domain/delivery'
import { formatCents, toCents } from '@shop/domain/money'
import { orderMessages } from '@shop/domain/orders'

import { buttonClasses } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { OrderDiscountLine } from '../../../components/ui/order-discount-line'
import { paths } from '../../../config/paths'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { useSignedInSession } from '../../../hooks/use-session'
import { useConfirmOrder, type ConfirmedOrder } from '../api/confirm-order'

type PaymentConfirmationProps = { sessionId: string | null }

/** What was bought, at what price, and where it goes: the guest's only view of the order besides the e-mail. */
function ConfirmedOrderSummary({ order }: { order: ConfirmedOrder }) {
  return (
    <section
      aria-labelledby="confirmed-order-title"
      className="mt-8 w-full max-w-xl rounded-2xl border border-slate-200 p-4 text-left sm:p-6"
    >
      <h2 id="confirmed-order-title" className="text-lg font-semibold text-slate-900">
        Récapitulatif
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {order.items.map((item, index) => (
          <li key={index} className="py-3 text-sm">
            <p className="font-medium text-slate-900">{item.product_name}</p>
            {item.variant ? <p className="text-slate-600">{item.variant}</p> : null}
            <p className="text-slate-600">
              Quantité : {item.quantity} · Prix unitaire : {formatCents(toCents(item.unit_price))}
            </p>
          </li>
        ))}
      </ul>
      <OrderDiscountLine discount={order.discount} />
      {order.delivery ? (
        <p className="flex justify-between border-t border-slate-200 py-3 text-sm">
          <span>{order.delivery.mode}</span>
          <span>{deliveryPriceText(toCents(order.delivery.shipping_amount))}</span>
        </p>
      ) : null}
      <p className="flex justify-between border-t border-slate-200 pt-3 text-base">
        <span className="font-semibold">Total TTC</span>
        <span className="font-bold">{formatCents(toCents(order.total_amount))}</span>
      </p>
      <p className="mt-2 text-sm text-slate-700">Livraison à {order.city}</p>
    </section>
  )
}

/**
 * /success, where the payment page sends the shopper back, signed in or not (spec core §4): the
 * order is confirmed once. Anyone can open this address with any session id: the page says a
 * payment was received, and names an order, only once the server has confirmed that session paid;
 * a failed confirmation is only logged (the payment webhook confirms a real payment anyway).
 */
export function PaymentConfirmation({ sessionId }: PaymentConfirmationProps) {
  const session = useSignedInSession()
  const confirmation = useConfirmOrder(sessionId)
  const { error, data: order } = confirmation
  useEffect(() => {
    // A warning, not an error: the order of a real payment stands.
    if (error) console.warn('Confirmation de commande impossible', error)
  }, [error])
  const checking = Boolean(sessionId) && confirmation.isPending
  useDocumentTitle(order ? 'Paiement réussi' : 'Retour du paiement')

  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {order ? 'Merci pour votre commande !' : 'Retour de la page de paiement'}
      </h1>
      <p className="mt-3 max-w-xl text-lg text-slate-600">
        {order ? orderMessages.paymentReceived : checking ? orderMessages.paymentChecking : orderMessages.paymentNotSeen}
      </p>
      {order?.delivery ? <p className="mt-2 max-w-xl text-lg font-medium text-slate-900">{deliveryPeriodText(order.delivery)}.</p> : null}
      {order ? (
        <p className="mt-4 text-slate-700">
          Numéro de commande : <strong className="font-semibold text-slate-900">{order.order_number}</strong>
        </p>
      ) : null}
      <div role="status" className="mt-3 min-h-6">
        {confirmation.isSuccess ? <p className="font-medium text-emerald-800">{orderMessages.confirmationSent}</p> : null}
      </div>
      {order ? <ConfirmedOrderSummary order={order} /> : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {order ? (
          <Link to={order.tracking_path} className={buttonClasses()}>
            Suivre ma commande
          </Link>
        ) : null}
        {session ? (
          <Link to={paths.orders} className={buttonClasses()}>
            Voir mes commandes
          </Link>
        ) : null}
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
          Continuer mes achats
        </Link>
        <Link to={paths.contact} className={buttonClasses({ variant: 'secondary' })}>
          Nous contacter
        </Link>
      </div>
    </Container>
  )
}
