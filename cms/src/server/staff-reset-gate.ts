import type { RequestHandler } from 'express'

import { authMessages } from '@shop/domain/auth'

import { HttpError } from '../http/http-error.ts'
import { concurrencyLimit } from '../lib/concurrency-limit.ts'

/**
 * Payload's forgot-password holds its transaction's connection while it takes a second one from
 * the pool (its per-account request interval is written outside the transaction). Enough of them
 * at once would each hold one and wait forever for another; two at a time always leave room.
 */
const staffResetLine = concurrencyLimit({
  running: 2,
  waiting: 64,
  whenFull: () => new HttpError(503, authMessages.busy, { retryAfter: 5 }),
})

/** Holds a place in the line from the request until its answer is sent. */
export const staffResetGate: RequestHandler = (_req, res, next) => {
  staffResetLine(
    () =>
      new Promise<void>((resolve) => {
        res.once('close', resolve)
        next()
      }),
  ).catch(next)
}
