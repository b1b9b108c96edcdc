import { trackingTimeline, type ClientOrder, type OrderStatus, type TrackedOrder } from '@shop/domain/orders'

import type { Order } from '../payload-types.ts'

/** The contract's snake_case views of an order, mapped here and nowhere else; amounts in euros. */

const euros = (cents: number) => cents / 100

export type InvoiceRef = ClientOrder['invoices'][number]

export function toClientOrder(order: Order, invoices: InvoiceRef[]): ClientOrder {
  return {
    id: String(order.id),
    order_number: order.orderNumber,
    created_at: order.createdAt,
    status: order.status,
    total_amount: euros(order.totalCents),
    items: order.lines.map((line, index) => ({
      id: line.id ?? String(index),
      product_name: line.productName,
      product_image: line.image ?? null,
      variant: line.variant ?? null,
      quantity: line.quantity,
      unit_price: euros(line.unitCents),
    })),
    shipping_address: {
      street: order.shippingAddress.street,
      postal_code: order.shippingAddress.postalCode,
      city: order.shippingAddress.city,
      country: order.shippingAddress.country,
    },
    carrier: order.shipping?.carrier ?? null,
    tracking_number: order.shipping?.trackingNumber ?? null,
    invoices,
  }
}

export function toTrackedOrder(order: Order): TrackedOrder {
  const history = (order.statusHistory ?? []).map((change) => ({ status: change.status as OrderStatus, at: change.at }))
  return {
    order_number: order.orderNumber,
    created_at: order.createdAt,
    status: order.status,
    total_amount: euros(order.totalCents),
    items: order.lines.map((line) => ({
      name: line.productName,
      variant: line.variant ?? null,
      quantity: line.quantity,
      unit_price: euros(line.unitCents),
    })),
    shipping: { carrier: order.shipping?.carrier ?? null, tracking_number: order.shipping?.trackingNumber ?? null },
    address: {
      name: order.name,
      street: order.shippingAddress.street,
      postal_code: order.shippingAddress.postalCode,
      city: order.shippingAddress.city,
      country: order.shippingAddress.country,
    },
    timeline: trackingTimeline(history, order.createdAt),
  }
}
