import { Link, useSearchParams } from 'react-router-dom'

import { buttonClasses } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function SuccessRoute() {
  useDocumentTitle('Paiement réussi')
  const [searchParams] = useSearchParams()
  const orderId = searchParams.get('order_id')
  return (
    <Container className="flex flex-col items-center py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Merci pour votre commande !</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-600">
        Votre paiement a bien été reçu. Votre commande sera expédiée sous 24 à 48 heures ouvrées.
      </p>
      {orderId ? <p className="mt-2 text-sm text-slate-600">Référence : {orderId}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.orders} className={buttonClasses()}>
          Voir mes commandes
        </Link>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary' })}>
          Continuer mes achats
        </Link>
      </div>
    </Container>
  )
}
