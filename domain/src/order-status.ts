/**
 * An order's statuses and their French labels (spec core §4). Kept apart from the schemas (no zod
 * here): the status badge is part of the storefront's shared UI, which the home page loads first.
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
