import { useSearchParams } from 'react-router'

import { PaymentConfirmation } from '../../features/checkout/components/payment-confirmation'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function SuccessRoute() {
  useDocumentTitle('Paiement réussi')
  const [searchParams] = useSearchParams()
  return <PaymentConfirmation sessionId={searchParams.get('session_id')} orderNumber={searchParams.get('order_id')} />
}
