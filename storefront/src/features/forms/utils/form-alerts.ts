import { formMessages } from '@shop/domain/forms'
import { orderMessages } from '@shop/domain/orders'

import { ApiError } from '../../../lib/api-client'

/**
 * The one alert a refused form shows, in the order of spec catalogue §5: the required fields
 * first, then the other rules in the order of the fields (lengths, then the consent, last).
 */
export function firstAlert(errors: Record<string, string>): string | null {
  const messages = Object.values(errors)
  return messages.find((message) => message === formMessages.required) ?? messages[0] ?? null
}

/** The banner of a failed send: the form's own failure text, or when to retry after too many. */
export function failureText(error: unknown, failed: string): string {
  if (error instanceof ApiError && error.status === 429 && error.fromServer && error.retryAfter !== undefined) {
    return orderMessages.retryIn(error.message, error.retryAfter)
  }
  return failed
}
