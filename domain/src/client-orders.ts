/**
 * What a customer's orders page reads and sends (contract: client orders), apart from the
 * checkout's schemas in orders.ts: /mes-commandes builds these alone, not the schemas of carts,
 * delivery and accounts.
 */
import * as z from 'zod'

import './zod-french.ts'

import { orderMessages } from './order-messages.ts'
import { orderStatuses } from './order-status.ts'
import { paths, pathWithSecret } from './paths.ts'
import { rowIdSchema } from './row-id.ts'

/** A promo code's discount on the lines as sold: its label and amount (euros, positive); null without one. */
export const orderDiscountSchema = z.object({ label: z.string(), amount: z.number() }).nullable()
export type OrderDiscount = z.infer<typeof orderDiscountSchema>

const orderIdSchema = rowIdSchema(orderMessages.orderNotFound)

/** POST /api/get-client-orders?action=cancel. */
export const cancelOrderBodySchema = z.object({ orderId: orderIdSchema })

/** An order as the customer sees it (contract: client orders); amounts in euros. */
const clientOrderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(orderStatuses),
  total_amount: z.number(),
  discount: orderDiscountSchema,
  items: z.array(
    z.object({
      id: z.string(),
      product_name: z.string(),
      product_image: z.string().nullable(),
      variant: z.string().nullable(),
      quantity: z.number(),
      unit_price: z.number(),
    }),
  ),
  shipping_address: z.object({ street: z.string(), postal_code: z.string(), city: z.string(), country: z.string() }),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  invoices: z.array(z.object({ id: z.string(), number: z.string(), kind: z.enum(['invoice', 'credit_note']) })),
  /** The last day to withdraw (YYYY-MM-DD, Paris), once delivered (domain/src/withdrawal.ts). */
  withdrawal_deadline: z.string().nullable(),
  /** Whether 'Se rétracter du contrat ici' is offered for this order: in time, not yet withdrawn from. */
  can_withdraw: z.boolean(),
  /** When the customer withdrew from it online, if they did. */
  withdrawn_at: z.string().nullable(),
  /** The model withdrawal form filled in with this order, as a PDF (domain/src/withdrawal.ts). */
  withdrawal_form_path: z.string(),
})
export type ClientOrder = z.infer<typeof clientOrderSchema>

export const clientOrdersAnswerSchema = z.object({ success: z.literal(true), orders: z.array(clientOrderSchema) })

/**
 * A /suivi link that opens one order at once: `commande` names it, `cle` is its tracking key, both
 * in the fragment (./paths.ts, pathWithSecret); without a key it opens for its signed-in customer.
 * (`?order=` only fills in the form, spec core §2.)
 */
export const trackingLinkParams = { orderNumber: 'commande', key: 'cle' } as const

export function trackingPath(orderNumber: string, key?: string): string {
  const { orderNumber: numberParam, key: keyParam } = trackingLinkParams
  if (key) return pathWithSecret(paths.tracking, { [numberParam]: orderNumber, [keyParam]: key })
  return `${paths.tracking}?${numberParam}=${encodeURIComponent(orderNumber)}`
}
