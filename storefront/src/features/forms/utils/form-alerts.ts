import type { FieldErrors } from 'react-hook-form'

import { formMessages } from '@shop/domain/forms'
import { orderMessages } from '@shop/domain/order-messages'

import { ApiError } from '../../../lib/api-client'

/**
 * The one alert a refused form shows, in the order of spec catalogue §5: the required fields
 * first, then the other rules in the form's own order (`checkOrder`, its field names; the FAQ
 * checks the message's length before the consent, the legal contact the consent first), then
 * any other field in the schema's order.
 */
export function firstAlert(errors: FieldErrors, checkOrder: readonly string[] = []): string | null {
  const messageOf = (field: string) => {
    const message = errors[field]?.message
    return typeof message === 'string' ? [message] : []
  }
  const messages = Object.keys(errors).flatMap(messageOf)
  const ordered = checkOrder.flatMap(messageOf)
  return messages.find((message) => message === formMessages.required) ?? ordered[0] ?? messages[0] ?? null
}

/**
 * The banner of a failed send: the form's own failure text, when to retry after too many, or the
 * server's reason for refusing a claim's photo (too large: 413, not an image: 415).
 */
export function failureText(error: unknown, failed: string): string {
  if (!(error instanceof ApiError) || !error.fromServer) return failed
  if (error.status === 429 && error.retryAfter !== undefined) return orderMessages.retryIn(error.message, error.retryAfter)
  if (error.status === 413 || error.status === 415) return error.message
  return failed
}
