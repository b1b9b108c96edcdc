import { APIError, ValidationError, type GlobalBeforeChangeHook, type GlobalConfig } from 'payload'

import { paymentMethodNotEnabled, type PaymentMethodId } from '@shop/domain/payment-methods'

import { checkoutAdapter } from './adapters.ts'

const sameMethods = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((method) => b.includes(method))

/**
 * The methods the site settings announce (FAQ, terms of sale) must be ones the payment page
 * offers: a new list is checked with Stripe when it is saved, and a method the account has not
 * enabled is refused with its name.
 */
const refuseMethodsNotOffered: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const methods = (data.paymentMethods ?? []) as PaymentMethodId[]
  if (sameMethods(methods, (originalDoc?.paymentMethods ?? []) as string[])) return data
  let offered: PaymentMethodId[] | null
  try {
    offered = await checkoutAdapter(req.payload).offeredPaymentMethods()
  } catch (error) {
    req.payload.logger.error({ err: error }, 'Lecture des moyens de paiement chez Stripe impossible')
    throw new APIError(
      'Stripe ne répond pas : les moyens de paiement n’ont pas pu être vérifiés. Réessayez dans un instant.',
      503,
      undefined,
      true,
    )
  }
  const missing = offered ? methods.filter((method) => !offered.includes(method)) : []
  if (missing.length === 0) return data
  throw new ValidationError(
    {
      global: 'site-settings',
      errors: missing.map((method) => ({ path: 'paymentMethods', message: paymentMethodNotEnabled(method) })),
      req,
    },
    req.t,
  )
}

/** The site settings, saved only with payment methods the payment page offers. */
export const withPaymentMethodsCheck = (settings: GlobalConfig): GlobalConfig => ({
  ...settings,
  hooks: { ...settings.hooks, beforeChange: [...(settings.hooks?.beforeChange ?? []), refuseMethodsNotOffered] },
})
