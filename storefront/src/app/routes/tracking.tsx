import { Navigate, useSearchParams } from 'react-router'

import { trackingLinkParams } from '@shop/domain/client-orders'

import { PageIntro } from '../../components/ui/page-intro'
import { useContactDetails } from '../../features/content/api/get-contact-details'
import { TrackingPage } from '../../features/tracking/components/tracking-page'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { useLinkSecrets } from '../../hooks/use-link-secrets'
import { usePrerenderPass } from '../../hooks/use-prerender-pass'
import { usePreview } from '../../hooks/use-preview'

export function TrackingRoute() {
  useDocumentTitle('Suivi de commande')
  const [searchParams] = useSearchParams()
  const link = useLinkSecrets([trackingLinkParams.key])
  // The pre-rendered /suivi knows no fragment: hydration draws the form as the server did, then the link's order.
  const prerendering = usePrerenderPass()
  const linkedNumber = prerendering ? null : link.get(trackingLinkParams.orderNumber)
  const contacts = useContactDetails({ preview: usePreview() }).data
  if (link.moveTo) return <Navigate to={link.moveTo} replace />
  return (
    <>
      <PageIntro title="Suivi de commande" lead="Saisissez votre numéro de commande et l'adresse email utilisée lors de l'achat." />
      <TrackingPage
        key={linkedNumber ?? ''}
        initialOrderNumber={searchParams.get('order') ?? ''}
        link={linkedNumber ? { orderNumber: linkedNumber, key: link.get(trackingLinkParams.key) } : null}
        emailReplyDelay={contacts?.emailReplyDelay}
      />
    </>
  )
}
