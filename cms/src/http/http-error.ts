import type * as z from 'zod'

import { apiError, type ApiErrorBody } from '@shop/domain/api-error'

/**
 * The one way an operation refuses: a status and a French message, turned into the contract's
 * envelope only at the HTTP edge (./express-errors.ts).
 */
export class HttpError extends Error {
  readonly status: number
  readonly details?: string[]
  readonly retryAfter?: number

  constructor(status: number, message: string, options: { details?: string[]; retryAfter?: number } = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.details = options.details
    this.retryAfter = options.retryAfter
  }

  body(): ApiErrorBody {
    const body = apiError(this.message, this.details)
    return this.retryAfter === undefined ? body : { ...body, retryAfter: this.retryAfter }
  }

  headers(): Record<string, string> {
    return this.retryAfter === undefined ? {} : { 'Retry-After': String(this.retryAfter) }
  }
}

/** A 429: the contract wants the wait both in the body and in `Retry-After`. */
export function tooManyRequests(message: string, retryAfter: number): HttpError {
  return new HttpError(429, message, { retryAfter })
}

export type IssueFormat = {
  /** Heads the answer with this text instead of the first issue's message. */
  error?: string
  /** Prefixes each detail with the issue's path (`items.0.productId : …`), for nested bodies. */
  withPath?: boolean
}

/** The 400 of a failed domain schema: every French message of the issues, once each. */
export function invalidInput(error: z.ZodError, fallback: string, format: IssueFormat = {}): HttpError {
  const details = [
    ...new Set(error.issues.map((issue) => (format.withPath ? `${issue.path.join('.')} : ${issue.message}` : issue.message))),
  ]
  return new HttpError(400, format.error ?? details[0] ?? fallback, { details })
}
