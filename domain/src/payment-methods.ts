/**
 * The payment methods the shop may announce. Stripe Checkout runs with the account's automatic
 * payment methods; the site settings list those the account really offers (checked with Stripe
 * when they are saved), and the FAQ and the terms of sale say exactly that list.
 */

/** Stripe's names (the fields of a payment method configuration). Apple Pay and Google Pay are card wallets. */
export const paymentMethodIds = ['card', 'apple_pay', 'google_pay', 'paypal', 'klarna'] as const
export type PaymentMethodId = (typeof paymentMethodIds)[number]

export const paymentMethodLabels: Record<PaymentMethodId, string> = {
  card: 'carte bancaire (CB, Visa, Mastercard, American Express)',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
  klarna: 'Klarna (paiement en 3 fois sans frais, sous réserve d’acceptation par Klarna)',
}

/** What a new shop announces: the card alone, until the operator lists what the Stripe account enables. */
export const defaultPaymentMethods: readonly PaymentMethodId[] = ['card']

/** Where a FAQ answer or a legal text names the accepted methods: replaced by the list when read (./settings-mentions.ts). */
export const paymentMethodsPlaceholder = '{moyens de paiement}'

/** The site settings' help beside the list. */
export const paymentMethodsSettingHelp = `Ceux que le compte Stripe propose sur la page de paiement, vérifiés auprès de Stripe à l'enregistrement. La FAQ et les conditions générales les citent là où leur texte porte ${paymentMethodsPlaceholder}.`

/** « la carte bancaire (…), Apple Pay ou Google Pay »: the methods in the settings' order, joined in French. */
export function paymentMethodsText(methods: readonly PaymentMethodId[]): string {
  const known = paymentMethodIds.filter((method) => methods.includes(method))
  const labels = (known.length > 0 ? known : defaultPaymentMethods).map((method) =>
    method === 'card' ? `la ${paymentMethodLabels.card}` : paymentMethodLabels[method],
  )
  return new Intl.ListFormat('fr', { type: 'disjunction' }).format(labels)
}

/** 'carte bancaire', 'Klarna': the name without its details. */
export const paymentMethodName = (method: PaymentMethodId) => paymentMethodLabels[method].replace(/ \(.*\)$/, '')

/** The settings name a method Stripe does not offer on this account. */
export const paymentMethodNotEnabled = (method: PaymentMethodId) =>
  `${paymentMethodName(method)} n'est pas activé sur le compte Stripe de la boutique : activez-le dans le tableau de bord Stripe ou retirez-le de la liste.`
