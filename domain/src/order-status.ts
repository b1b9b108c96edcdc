/**
 * An order's statuses, their French labels and the workflow between them (spec core §4): every
 * rule on which status may follow which is here. Kept apart from the schemas (no zod here): the
 * status badge is part of the storefront's shared UI, which the home page loads first.
 * `@shop/domain/orders` re-exports them.
 */
export const orderStatuses = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  processing: 'En préparation',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
  returned: 'Retournée',
  refunded: 'Remboursée',
}

/** A customer may cancel before dispatch only (spec core §4, terms of sale). */
export const cancellableStatuses: readonly OrderStatus[] = ['pending', 'confirmed']

/**
 * Where an administrator may move an order from each status. Payment confirms an order (pending →
 * confirmed): staff do not. Cancelling a paid order refunds it; a returned parcel is refunded.
 */
export const adminOrderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  returned: ['refunded'],
  cancelled: [],
  refunded: [],
}

/** 'Valider': one step along the workflow, once the payment confirmed the order. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  const steps: OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered']
  const index = steps.indexOf(status)
  return index >= 0 && index < steps.length - 1 ? (steps[index + 1] as OrderStatus) : null
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return adminOrderTransitions[from].includes(to)
}
