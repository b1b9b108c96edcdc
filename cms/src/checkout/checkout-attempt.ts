import type { Payload } from 'payload'

import { authMessages } from '@shop/domain/auth-messages'

import { tooManyRequests } from '../http/http-error.ts'
import { nextOrderIdentity, type OrderIdentity } from '../orders/order-numbers.ts'
import { countAttempt, type Limit } from '../security/rate-limit.ts'

/**
 * A checkout counts once against its client's limit. An order that goes ahead counts it in the
 * statement that takes its number (one round trip fewer on the busiest write of the shop); a
 * request refused before that point (invalid body, unknown product, someone else's photo) counts
 * it alone, and once over the limit gets the 429 in place of its refusal, as when every attempt
 * was counted first. A refused request spends no order number.
 */
export class CheckoutAttempt {
  private counted = false

  constructor(
    private readonly payload: Payload,
    private readonly limit: Limit,
  ) {}

  /** The order's id and number with the attempt counted; over the limit, the 429 and no number taken. */
  async orderIdentity(): Promise<OrderIdentity> {
    this.counted = true
    const taken = await nextOrderIdentity(this.payload, this.limit)
    if (!taken.allowed) throw tooManyRequests(authMessages.tooManyAttempts, taken.retryAfter)
    return taken.identity
  }

  /** For a request that stopped before its number: the attempt counted now (a 429 once over the limit). */
  async countUnlessCounted(): Promise<void> {
    if (!this.counted) await countAttempt(this.payload, [this.limit])
  }
}
