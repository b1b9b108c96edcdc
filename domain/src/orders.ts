import * as z from 'zod'

import './zod-french.ts'

import { emailSchema } from './email.ts'
import { orderDiscountSchema } from './client-orders.ts'
import { cartLineSchema, cartMessages, maxCartLines } from './cart.ts'
import { deliveryMessages, deliveryModeCodeSchema, isDeliveredPostalCode, orderDeliverySchema } from './delivery.ts'
import { orderNumberPattern } from './order-number.ts'
import { promoCodeTypedSchema } from './promotions.ts'
import {
  adminOrderTransitions,
  canMoveOrder,
  cancellableStatuses,
  nextOrderStatus,
  orderStatuses,
  orderStatusLabels,
  type OrderStatus,
} from './order-status.ts'
import { orderMessages } from './order-messages.ts'
import { profileMessages } from './profile.ts'

export { orderMessages }

export { adminOrderTransitions, canMoveOrder, cancellableStatuses, nextOrderStatus, orderStatuses, orderStatusLabels, type OrderStatus }

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: profileMessages.tooLong(max) })

export const notesMaxLength = 500

/** The order form of /commande (spec core §3, §5): checked in the browser and again by the server. */
const orderFormSchema = z.object({
  name: required(profileMessages.nameRequired, 201),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, { error: profileMessages.tooLong(30) })
    .refine((value) => value === '' || /^\+?[0-9 .()-]{6,30}$/.test(value), { error: profileMessages.phoneInvalid })
    .optional(),
  address: required(profileMessages.addressRequired, 200),
  city: required(profileMessages.cityRequired, 100),
  postalCode: required(profileMessages.postalCodeRequired, 10)
    .regex(/^[0-9A-Za-z -]{4,10}$/, { error: profileMessages.postalCodeInvalid, abort: true })
    .refine(isDeliveredPostalCode, { error: deliveryMessages.outsideZone }),
  notes: z.string().trim().max(notesMaxLength, { error: orderMessages.notesTooLong }).optional(),
})
export type OrderForm = z.infer<typeof orderFormSchema>

/** POST /api/form-validation: the server's check of a form before it is sent for real. */
export const formValidationBodySchema = z.object({
  formType: z.literal('order', { error: orderMessages.validationFailed }),
  formData: orderFormSchema,
})

/**
 * POST /api/create-payment. Lines say what is bought, never at what price; the redirect URLs
 * must be on the shop's own origin (checked by the server, which knows it). Accepting the terms
 * of sale and of withdrawal is recorded with the order (Code de la consommation L221-14).
 */
export const createPaymentBodySchema = z.object({
  items: z
    .array(cartLineSchema, { error: cartMessages.invalidCart })
    .min(1, { error: orderMessages.emptyCart })
    .max(maxCartLines, { error: cartMessages.tooManyLines }),
  customerInfo: orderFormSchema,
  /** Without it, the first mode offered (delivery.ts), as before modes could be chosen. */
  deliveryMode: deliveryModeCodeSchema.optional(),
  /** A code that does not apply refuses the order with its reason (@shop/domain/promotions). */
  promoCode: promoCodeTypedSchema.optional(),
  termsAccepted: z.literal(true, { error: orderMessages.termsRequired }),
  successUrl: z.string({ error: orderMessages.foreignRedirect }).max(500, { error: orderMessages.foreignRedirect }),
  cancelUrl: z.string({ error: orderMessages.foreignRedirect }).max(500, { error: orderMessages.foreignRedirect }),
})
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>

/** The /commande form as the browser checks it: the order form and the ticked terms. */
export const checkoutFormSchema = orderFormSchema.extend({ termsAccepted: createPaymentBodySchema.shape.termsAccepted })

export const createPaymentAnswerSchema = z.object({ url: z.string(), orderId: z.string(), orderNumber: z.string() })
export type CreatePaymentAnswer = z.infer<typeof createPaymentAnswerSchema>

/** POST /api/confirm-order, from /success's `session_id`. */
export const confirmOrderBodySchema = z.object({
  sessionId: z
    .string({ error: orderMessages.paymentSessionUnknown })
    .min(1, { error: orderMessages.paymentSessionUnknown })
    .max(255, { error: orderMessages.paymentSessionUnknown }),
})

/**
 * How long an order's payment page takes payments (Stripe's `expires_at`; Stripe's pages stay
 * open 24 h without it): Stripe's shortest, 30 minutes from when it creates the page, and a
 * minute for our request to reach it. A limited promo code's use is held that long.
 */
export const checkoutPatienceMs = 31 * 60 * 1000

/**
 * How long /success's link answers after the order was placed: the return from the payment page
 * and a reload or two, not a lasting way into the order (the e-mail's tracking link is that).
 */
export const confirmationLinkHours = 24

/** Amounts in euros; `tracking_path` opens the order on /suivi without typing anything. */
export const confirmOrderAnswerSchema = z.object({
  success: z.literal(true),
  order: z.object({
    order_number: z.string(),
    status: z.enum(orderStatuses),
    total_amount: z.number(),
    items: z.array(z.object({ product_name: z.string(), variant: z.string().nullable(), quantity: z.number(), unit_price: z.number() })),
    city: z.string(),
    delivery: orderDeliverySchema,
    discount: orderDiscountSchema,
    tracking_path: z.string(),
  }),
})
export type ConfirmOrderAnswer = z.infer<typeof confirmOrderAnswerSchema>

const orderNumberSchema = z
  .string({ error: orderMessages.orderNumberRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: orderMessages.orderNumberRequired })
  .regex(orderNumberPattern, { error: orderMessages.orderNotFound })

/** An order named by its number and the e-mail it was bought with (the /suivi form, a guest's withdrawal). */
export const orderLookupSchema = z.object({ orderNumber: orderNumberSchema, email: emailSchema })
export type OrderLookup = z.infer<typeof orderLookupSchema>

/** An order's tracking key: an HMAC-SHA256 in base64url (43 characters). */
const trackingKeySchema = z.string({ error: orderMessages.orderNotFound }).regex(/^[\w-]{43}$/, { error: orderMessages.orderNotFound })

/**
 * POST /api/order-tracking: the number with the e-mail used to buy, or with the order's tracking
 * key (the confirmation e-mail's link), or alone from a signed-in customer for their own order.
 */
export const orderTrackingBodySchema = orderLookupSchema.extend({ email: emailSchema.optional(), key: trackingKeySchema.optional() })
export type OrderTrackingBody = z.infer<typeof orderTrackingBodySchema>

const timelineStepStatuses = ['completed', 'active', 'pending'] as const

const trackedOrderSchema = z.object({
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(orderStatuses),
  total_amount: z.number(),
  items: z.array(z.object({ name: z.string(), variant: z.string().nullable(), quantity: z.number(), unit_price: z.number() })),
  shipping: z.object({ carrier: z.string().nullable(), tracking_number: z.string().nullable() }),
  address: z.object({ name: z.string(), street: z.string(), postal_code: z.string(), city: z.string(), country: z.string() }),
  delivery: orderDeliverySchema,
  discount: orderDiscountSchema,
  timeline: z.array(z.object({ step: z.string(), status: z.enum(timelineStepStatuses), date: z.string().nullable() })),
  /** The model withdrawal form filled in with this order, as a PDF (domain/src/withdrawal.ts). */
  withdrawal_form_path: z.string(),
})
export type TrackedOrder = z.infer<typeof trackedOrderSchema>
export const orderTrackingAnswerSchema = z.object({ success: z.literal(true), order: trackedOrderSchema })

export const supportMessageMaxLength = 500

/**
 * POST /api/forms/order-support: the 'Contacter le support' form of /suivi. The order number is
 * optional (the customer may not have it) but, when given, must be one the shop could have issued.
 */
export const orderSupportBodySchema = z.object({
  name: required(profileMessages.nameRequired, 201),
  email: emailSchema,
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || orderNumberPattern.test(value), { error: orderMessages.supportOrderNumberInvalid })
    .optional(),
  message: z
    .string({ error: orderMessages.supportMessageRequired })
    .trim()
    .min(1, { error: orderMessages.supportMessageRequired })
    .max(supportMessageMaxLength, { error: orderMessages.supportMessageTooLong }),
})
export type OrderSupportBody = z.infer<typeof orderSupportBodySchema>

export const orderSupportAnswerSchema = z.object({ success: z.literal(true), reference: z.string() })

export type StatusChange = { status: OrderStatus; at: string }

/**
 * The /suivi timeline from the order's real history: received, in preparation, shipped,
 * delivered; a cancelled, returned or refunded order ends with that step instead of the ones not reached.
 */
export function trackingTimeline(history: readonly StatusChange[], createdAt: string): TrackedOrder['timeline'] {
  const reached = (status: OrderStatus) => history.find((change) => change.status === status)?.at ?? null
  const current = history[history.length - 1]?.status ?? 'pending'
  const steps: { step: string; statuses: OrderStatus[] }[] = [
    { step: 'Commande reçue', statuses: ['pending', 'confirmed'] },
    { step: 'En préparation', statuses: ['processing'] },
    { step: 'Expédiée', statuses: ['shipped'] },
    { step: 'Livrée', statuses: ['delivered'] },
  ]
  if (current === 'cancelled' || current === 'returned' || current === 'refunded') {
    const done = steps.filter(({ statuses }) => statuses.some((status) => reached(status)))
    return [
      ...done.map(({ step, statuses }) => ({
        step,
        status: 'completed' as const,
        date: step === 'Commande reçue' ? createdAt : reached(statuses[0] as OrderStatus),
      })),
      { step: orderStatusLabels[current], status: 'active' as const, date: reached(current) },
    ]
  }
  const currentIndex = steps.findIndex(({ statuses }) => statuses.includes(current))
  return steps.map(({ step, statuses }, index) => ({
    step,
    status: index < currentIndex || current === 'delivered' ? 'completed' : index === currentIndex ? 'active' : 'pending',
    date: index === 0 ? createdAt : (statuses.map(reached).find(Boolean) ?? null),
  }))
}
