/**
 * The ways to pay an order can be placed with, as the order records it (`payment.provider`) and the
 * books keep an account for each (accounting.ts). Each is an adapter in cms/src/payments/.
 */
export const paymentProviders = ['stripe', 'offline'] as const

export type PaymentProvider = (typeof paymentProviders)[number]

/** How staff read them: on an order, and in the accounting settings. */
export const paymentProviderLabels: Record<PaymentProvider, { name: string; payments: string }> = {
  stripe: { name: 'Stripe', payments: 'Paiements Stripe' },
  offline: { name: 'Paiement de test (hors ligne)', payments: 'Paiements de test (sans Stripe)' },
}
