import type { FieldHook, PayloadRequest } from 'payload'

import { defaultPaymentMethods, paymentMethodsPlaceholder, withPaymentMethods, type PaymentMethodId } from '@shop/domain/payment-methods'

import { staffRole } from '../access/roles.ts'

/** The methods the site settings announce, read once per request however many texts name them. */
function announcedPaymentMethods(req: PayloadRequest): Promise<readonly PaymentMethodId[]> {
  const cached = req.context.announcedPaymentMethods as Promise<readonly PaymentMethodId[]> | undefined
  if (cached) return cached
  const read = req.payload
    .findGlobal({ slug: 'site-settings', select: { paymentMethods: true }, depth: 0, overrideAccess: true, req })
    .then((settings) => (settings.paymentMethods?.length ? settings.paymentMethods : defaultPaymentMethods))
  req.context.announcedPaymentMethods = read
  return read
}

/** `text` with the accepted payment methods where it names them. */
export async function textWithPaymentMethods(req: PayloadRequest, text: string): Promise<string> {
  return text.includes(paymentMethodsPlaceholder) ? withPaymentMethods(text, await announcedPaymentMethods(req)) : text
}

/**
 * A text field staff may write the placeholder in: visitors read the methods of the settings,
 * staff the placeholder they wrote (an edit saves it back as it was, not as a frozen list).
 */
export const showsPaymentMethods: FieldHook = ({ value, req }) =>
  typeof value === 'string' && staffRole(req) === null ? textWithPaymentMethods(req, value) : value
