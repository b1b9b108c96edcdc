import type { Payload } from 'payload'

import { orderMessages } from '@shop/domain/orders'
import { customerWithdrawalBodySchema, guestWithdrawalBodySchema } from '@shop/domain/withdrawal'
import type { WithdrawalChoice } from '@shop/domain/withdrawal-choice'

import { countAttempt } from '../security/rate-limit.ts'
import { orderNamedBy } from '../forms/open-ticket.ts'
import { HttpError, invalidInput } from '../http/http-error.ts'
import { relationId } from '../lib/relation-id.ts'
import { lookUpOrder } from '../orders/lookup-limits.ts'
import type { Order } from '../payload-types.ts'

/** Guest look-ups per address within the attempt window, as for /suivi: order numbers cannot be tried in bulk. */
const guestLookupsPerAddress = 20

type Caller = { customerId: number | null; ip: string }

/**
 * The order, the articles chosen to withdraw from (none named: every one that can be), and the
 * latest withdrawal the customer's summary showed (none: the first).
 */
export type WithdrawalRequest = { order: Order; choice: WithdrawalChoice | undefined; after: string | null }

/**
 * The order a withdrawal is about: a signed-in customer's own (by id), or a guest's, named by its
 * number and the e-mail it was placed with. Anything else is 'Commande introuvable', whether the
 * order does not exist or belongs to someone else.
 */
export async function orderToWithdraw(payload: Payload, caller: Caller, body: unknown): Promise<WithdrawalRequest> {
  const notFound = new HttpError(404, orderMessages.orderNotFound)
  if (caller.customerId !== null) {
    const parsed = customerWithdrawalBodySchema.safeParse(body ?? {})
    if (!parsed.success) throw invalidInput(parsed.error, orderMessages.orderNotFound)
    const order = await payload.findByID({
      collection: 'orders',
      id: Number(parsed.data.orderId),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!order || relationId(order.customer) !== caller.customerId) throw notFound
    return { order, choice: parsed.data.lines, after: parsed.data.after ?? null }
  }
  await countAttempt(payload, [{ scope: 'withdrawal-ip', key: caller.ip, max: guestLookupsPerAddress }])
  const parsed = guestWithdrawalBodySchema.safeParse(body ?? {})
  if (!parsed.success) throw invalidInput(parsed.error, orderMessages.orderNotFound)
  const order = await lookUpOrder(payload, parsed.data, caller.ip, () => orderNamedBy(payload, parsed.data.orderNumber, parsed.data.email))
  if (!order) throw notFound
  return { order, choice: parsed.data.lines, after: parsed.data.after ?? null }
}
