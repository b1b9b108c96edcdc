import { orderMessages } from '@shop/domain/orders'

import { ApiError } from '../../../lib/api-client'

/**
 * The error list under the order form (spec core §8): a 429 says when to retry, else the
 * server's details, else its error, else `fallback`; no answer at all is a checkout failure.
 */
export function checkoutErrors(error: unknown, fallback: string): string[] {
  if (!(error instanceof ApiError) || error.kind !== 'http') return [orderMessages.checkoutFailed]
  if (error.status === 429 && error.fromServer && error.retryAfter !== undefined)
    return [orderMessages.retryIn(error.message, error.retryAfter)]
  if (error.details.length > 0) return error.details
  return [error.fromServer ? error.message : fallback]
}
