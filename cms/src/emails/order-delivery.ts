import { deliveryPeriodText } from '@shop/domain/delivery'

import type { Order } from '../payload-types.ts'

/**
 * « Mode de livraison : … Livraison estimée entre le … et le … », as the order was sold (Code de
 * la consommation L216-1); none for an order placed before delivery modes existed.
 */
export function deliveryParagraphs(order: Pick<Order, 'delivery'>): string[] {
  const { modeName, earliest, latest } = order.delivery ?? {}
  return modeName && earliest && latest ? [`Mode de livraison : ${modeName}. ${deliveryPeriodText({ earliest, latest })}.`] : []
}
