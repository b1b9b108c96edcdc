import { useEffect } from 'react'
import { Link } from 'react-router-dom'

import { orderMessages } from '@shop/domain/orders'

import { buttonClasses } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { paths } from '../../../config/paths'
import { useSignedInSession } from '../../../hooks/use-session'
import { useConfirmOrder } from '../api/confirm-order'

type PaymentConfirmationProps = { sessionId: string | null; orderNumber: string | null }

/**
 * /success, where the payment page sends the customer back (spec core §4): the order is
 * confirmed once; a failed confirmation is only logged (the payment webhook confirms it anyway).
 */
export function PaymentConfirmation({ sessionId, orderNumber }: PaymentConfirmationProps) {
  const session = useSignedInSession()
  const confirmation = useConfirmOrder(sessionId, session?.token)
  const { error } = confirmation
  useEffect(() => {
    // A warning, not an error: the customer is told nothing (spec), and the order stands.
    if (error) console.warn('Confirmation de commande impossible', error)
  }, [error])
  const number = confirmation.data?.order_number ?? orderNumber

  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Merci pour votre commande !</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-600">
        Votre paiement a bien été reçu. Votre commande sera expédiée sous 24 à 48 heures ouvrées.
      </p>
      {number ? (
        <p className="mt-4 text-slate-700">
          Numéro de commande : <strong className="font-semibold text-slate-900">{number}</strong>
        </p>
      ) : null}
      <div role="status" className="mt-3 min-h-6">
        {confirmation.isSuccess ? <p className="font-medium text-emerald-800">{orderMessages.confirmationSent}</p> : null}
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to={paths.orders} className={buttonClasses()}>
          Voir mes commandes
        </Link>
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
