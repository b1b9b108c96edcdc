import type { ClientOrder, OrderDiscount } from '@shop/domain/client-orders'
import { trackingTimeline, type ConfirmOrderAnswer, type OrderStatus, type StatusChange, type TrackedOrder } from '@shop/domain/orders'
import type { OrderDelivery } from '@shop/domain/delivery'
import { orderWithdrawalFormPath, withdrawalWindow, type WithdrawalWindow } from '@shop/domain/withdrawal'
import { everyWithdrawableUnit, linesLeft, type EarlierWithdrawal, type WithdrawableLine } from '@shop/domain/withdrawal-choice'

import type { Order, Ticket } from '../payload-types.ts'
import { trackingKey } from './order-tracking-key.ts'

/** The contract's snake_case views of an order, mapped here and nowhere else; amounts in euros. */

const euros = (cents: number) => cents / 100

export type InvoiceRef = ClientOrder['invoices'][number]

function statusChanges(order: Pick<Order, 'statusHistory'>): StatusChange[] {
  return (order.statusHistory ?? []).map((change) => ({ status: change.status as OrderStatus, at: change.at }))
}

type OrderLine = Order['lines'][number]

const lineId = (line: OrderLine, index: number) => line.id ?? String(index)

/** The order's lines as a withdrawal sees them: what each was paid, whether it was printed with a photo, the line as sold. */
export function withdrawableLines(order: Pick<Order, 'lines'>): (WithdrawableLine & { sold: OrderLine })[] {
  return order.lines.map((line, index) => ({
    id: lineId(line, index),
    quantity: line.quantity,
    paidCents: line.totalCents - (line.discountCents ?? 0),
    personalised: line.photo != null,
    sold: line,
  }))
}

/** An order's withdrawals: when the latest was recorded, and the units each covers (linesLeft). */
export type OrderWithdrawals = { latestAt: string | null; earlier: EarlierWithdrawal[] }

/** From the order's withdrawal tickets, the first first; one recorded before articles were covers the whole order. */
export function withdrawalsOf(tickets: readonly Pick<Ticket, 'withdrawnLines' | 'withdrawnAt' | 'createdAt'>[]): OrderWithdrawals {
  const latest = tickets.at(-1)
  return {
    latestAt: latest ? (latest.withdrawnAt ?? latest.createdAt) : null,
    earlier: tickets.map((ticket) => (ticket.withdrawnLines?.length ? ticket.withdrawnLines : null)),
  }
}

/** Whether an order can be withdrawn from now, and until when, read from its real status history. */
export function windowOf(order: Pick<Order, 'status' | 'statusHistory' | 'lines'>, now = new Date()): WithdrawalWindow {
  const onlyPersonalised = withdrawableLines(order).every((line) => line.personalised)
  return withdrawalWindow(order.status, statusChanges(order), now, onlyPersonalised)
}

/** The mode the order was sold with and its promised period; none for an order placed before modes existed. */
function deliveryOf(order: Pick<Order, 'delivery' | 'shippingCents'>): OrderDelivery {
  const { modeName, earliest, latest } = order.delivery ?? {}
  if (!modeName || !earliest || !latest) return null
  return { mode: modeName, shipping_amount: euros(order.shippingCents), earliest, latest }
}

/** The promo code's discount as sold, with the label the customer saw. */
function discountOf(order: Pick<Order, 'discountCents' | 'promo'>): OrderDiscount {
  if (!order.discountCents) return null
  return { label: order.promo?.label || 'Remise', amount: euros(order.discountCents) }
}

/** The order's filled-in withdrawal form, opened by its tracking key: a plain link, for whoever may see the order. */
const withdrawalFormOf = (order: Order, secret: string) => orderWithdrawalFormPath(order.orderNumber, trackingKey(secret, order.id))

/** `withdrawals`: the customer's online withdrawals from it (./withdrawalsOf). `secret`: the server's, for the form's link. */
export function toClientOrder(
  order: Order,
  secret: string,
  invoices: InvoiceRef[],
  withdrawals: OrderWithdrawals = { latestAt: null, earlier: [] },
): ClientOrder {
  const withdrawal = windowOf(order)
  const unitsLeft = everyWithdrawableUnit(linesLeft(withdrawableLines(order), withdrawals.earlier)).length > 0
  return {
    id: String(order.id),
    order_number: order.orderNumber,
    created_at: order.createdAt,
    status: order.status,
    total_amount: euros(order.totalCents),
    discount: discountOf(order),
    items: order.lines.map((line, index) => ({
      id: lineId(line, index),
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
    withdrawal_deadline: withdrawal.deadline,
    can_withdraw: withdrawal.refusal === null && unitsLeft,
    withdrawn_at: withdrawals.latestAt,
    withdrawal_form_path: withdrawalFormOf(order, secret),
  }
}

export function toTrackedOrder(order: Order, secret: string): TrackedOrder {
  const history = statusChanges(order)
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
    delivery: deliveryOf(order),
    discount: discountOf(order),
    timeline: trackingTimeline(history, order.createdAt),
    withdrawal_form_path: withdrawalFormOf(order, secret),
  }
}

/** What /success shows of a paid order; `trackingPath` opens it on /suivi. */
export function toConfirmedOrder(order: Order, trackingPath: string): ConfirmOrderAnswer['order'] {
  return {
    order_number: order.orderNumber,
    status: order.status,
    total_amount: euros(order.totalCents),
    items: order.lines.map((line) => ({
      product_name: line.productName,
      variant: line.variant ?? null,
      quantity: line.quantity,
      unit_price: euros(line.unitCents),
    })),
    city: order.shippingAddress.city,
    delivery: deliveryOf(order),
    discount: discountOf(order),
    tracking_path: trackingPath,
  }
}
