import type { Payload } from 'payload'

import { dashboardMessages, type DashboardOrder } from '@shop/domain/dashboard'
import { adminOrderTransitions, nextOrderStatus, type OrderStatus } from '@shop/domain/orders'

import { HttpError } from '../../http/http-error.ts'
import { invoicesOfOrders } from '../../invoices/invoices-of-orders.ts'
import { relationId } from '../../lib/relation-id.ts'
import type { Order } from '../../payload-types.ts'

function deliveryOf({ delivery, shippingCents }: Order): DashboardOrder['delivery'] {
  const { modeName, earliest, latest } = delivery ?? {}
  return modeName && earliest && latest ? { mode: modeName, shippingCents, earliest, latest } : null
}

function satisfactionOf({ satisfaction }: Order): DashboardOrder['satisfaction'] {
  if (!satisfaction?.rating || !satisfaction.ratedAt) return null
  const { rating, comment, ratedAt, published, removedAt, removalReason } = satisfaction
  return {
    rating,
    comment: comment ?? null,
    ratedAt,
    published: published ?? false,
    removal: removedAt && removalReason ? { at: removedAt, reason: removalReason } : null,
  }
}

/** An order as the dashboard shows it, with what the administrator may do next. */
function toDashboardOrder(order: Order, invoices: { id: string; number: string; kind: string }[]): DashboardOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    status: order.status,
    name: order.name,
    email: order.email,
    phone: order.phone ?? null,
    address: {
      street: order.shippingAddress.street,
      postalCode: order.shippingAddress.postalCode,
      city: order.shippingAddress.city,
      country: order.shippingAddress.country,
    },
    notes: order.notes ?? null,
    subtotalCents: order.subtotalCents,
    discount: order.discountCents ? { label: order.promo?.label || 'Remise', cents: order.discountCents } : null,
    delivery: deliveryOf(order),
    totalCents: order.totalCents,
    paidAt: order.payment?.paidAt ?? null,
    refundedAt: order.payment?.refundedAt ?? null,
    partlyRefundedCents: order.payment?.partlyRefundedCents ?? 0,
    carrier: order.shipping?.carrier ?? null,
    trackingNumber: order.shipping?.trackingNumber ?? null,
    lines: order.lines.map((line) => ({
      productName: line.productName,
      variant: line.variant ?? null,
      quantity: line.quantity,
      unitCents: line.unitCents,
      totalCents: line.totalCents,
      category: line.category,
      productId: line.productId,
      photoId: line.photo ? relationId(line.photo) : null,
    })),
    history: (order.statusHistory ?? []).map((change) => ({
      status: change.status as OrderStatus,
      at: change.at,
      by: change.by ?? null,
      note: change.note ?? null,
    })),
    invoices: invoices.map((invoice) => ({ id: Number(invoice.id), number: invoice.number, kind: invoice.kind })),
    satisfaction: satisfactionOf(order),
    nextStatus: nextOrderStatus(order.status),
    allowedStatuses: [...adminOrderTransitions[order.status]],
  }
}

export async function dashboardOrder(payload: Payload, id: number): Promise<DashboardOrder> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!order) throw new HttpError(404, dashboardMessages.orderNotFound)
  const invoices = await invoicesOfOrders(payload, [order.id])
  return toDashboardOrder(order, invoices.get(order.id) ?? [])
}
