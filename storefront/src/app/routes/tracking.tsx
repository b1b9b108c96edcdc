import { useSearchParams } from 'react-router'

import { trackingLinkParams } from '@shop/domain/client-orders'

import { PageIntro } from '../../components/ui/page-intro'
import { TrackingPage } from '../../features/tracking/components/tracking-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function TrackingRoute() {
  useDocumentTitle('Suivi de commande')
  const [searchParams] = useSearchParams()
  const linkedNumber = searchParams.get(trackingLinkParams.orderNumber)
  return (
    <>
      <PageIntro title="Suivi de commande" lead="Saisissez votre numéro de commande et l'adresse email utilisée lors de l'achat." />
      <TrackingPage
        initialOrderNumber={searchParams.get('order') ?? ''}
        link={linkedNumber ? { orderNumber: linkedNumber, key: searchParams.get(trackingLinkParams.key) } : null}
      />
    </>
  )
}
