import type { Payload } from 'payload'

import { formatDate } from '@shop/domain/dates'
import { lineDescription } from '@shop/domain/line-description'
import { paths } from '@shop/domain/paths'

import { env } from '../lib/env.ts'
import { isTrackingKey } from '../orders/order-tracking-key.ts'
import { windowOf } from '../orders/order-wire.ts'
import type { Order } from '../payload-types.ts'
import { sellerOf } from './seller.ts'
import { renderWithdrawalForm, type WithdrawalFormOrder } from './withdrawal-form-pdf.ts'

export const withdrawalFormFilename = 'formulaire-de-retractation.pdf'

function filledIn(order: Order): WithdrawalFormOrder {
  const { deliveredAt } = windowOf(order)
  const { street, postalCode, city, country } = order.shippingAddress
  return {
    orderNumber: order.orderNumber,
    goods: order.lines.map((line) => `${line.quantity} × ${lineDescription(line)}`),
    dates: `commandé le ${formatDate(order.createdAt)}${deliveredAt ? `, reçu le ${formatDate(deliveredAt)}` : ''}`,
    name: order.name,
    address: `${street}, ${postalCode} ${city}, ${country}`,
  }
}

/** The model withdrawal form addressed to the seller as the site settings name it now: blank, or filled in with `order`. */
export async function withdrawalFormPdf(payload: Payload, order: Order | null): Promise<Buffer> {
  return renderWithdrawalForm(await sellerOf(payload), order && filledIn(order), `${env().PUBLIC_URL}${paths.onlineWithdrawal}`)
}

/**
 * The order whose tracking key the caller holds (the link of its confirmation, of /suivi and of
 * /mes-commandes): null alike for a number that does not exist and for a key that is not its own.
 */
export async function orderOpenedByKey(
  payload: Payload,
  { orderNumber, key }: { orderNumber: string; key: string },
): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  return order && isTrackingKey(payload.secret, order.id, key) ? order : null
}
