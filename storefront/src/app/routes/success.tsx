import { useSearchParams } from 'react-router'

import { PaymentConfirmation } from '../../features/checkout/components/payment-confirmation'

/** The payment page's return address: `session_id` (Stripe's) is what the page confirms; the order's number comes from that confirmation. */
export function SuccessRoute() {
  const [searchParams] = useSearchParams()
  return <PaymentConfirmation sessionId={searchParams.get('session_id')} />
}
