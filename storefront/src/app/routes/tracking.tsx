import { useSearchParams } from 'react-router-dom'

import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function TrackingRoute() {
  useDocumentTitle('Suivi de commande')
  const [searchParams] = useSearchParams()
  const orderNumber = searchParams.get('order')
  return (
    <PageIntro title="Suivi de commande" lead="Saisissez votre numéro de commande pour suivre votre colis.">
      {orderNumber ? (
        <p className="mt-4 text-slate-700">
          Commande recherchée : <strong className="font-semibold">{orderNumber}</strong>
        </p>
      ) : null}
    </PageIntro>
  )
}
