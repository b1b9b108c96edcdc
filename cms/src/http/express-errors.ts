import type { ErrorRequestHandler } from 'express'
import type { Payload } from 'payload'

import { apiError } from '@shop/domain/api-error'
import { messages } from '@shop/domain/messages'

import { HttpError } from './http-error.ts'
import { isNulRefusal } from './nul-characters.ts'

/**
 * The express routes' one error exit: an `HttpError` becomes the contract's envelope; body-parser
 * and other middleware failures keep their status with a French text; anything else is logged with
 * context and answered as a French 500, never with a stack trace.
 */
export function jsonErrors(payload: Payload): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number; type?: string; message?: string }, req, res, _next) => {
    // Already answered (a body over its limit, ./body-limit.ts): the reader's own failure adds
    // nothing; a half-sent answer can only be cut, as express itself does.
    if (res.headersSent) {
      if (!res.writableEnded) req.socket.destroy()
      return
    }
    if (error instanceof HttpError) {
      res.set(error.headers()).status(error.status).json(error.body())
      return
    }
    const status = error.status ?? error.statusCode ?? 500
    if (status >= 500) payload.logger.error({ err: error, msg: `${req.method} ${req.originalUrl}` })
    const text =
      status === 413
        ? messages.api.tooLarge
        : isNulRefusal(error)
          ? messages.api.nulCharacter
          : error.type === 'entity.parse.failed'
            ? messages.api.invalidJson
            : status < 500
              ? messages.api.invalidQuery
              : messages.api.server
    res.status(status >= 400 && status < 600 ? status : 500).json(apiError(text))
  }
}
