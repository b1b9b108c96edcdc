import express, { Router } from 'express'

import { messages } from '@shop/domain/messages'

import { routeBodyLimit, type BodyLimit } from './body-limit.ts'
import { refuseEncodedNul, refuseNulStrings } from './nul-characters.ts'

/** Our JSON endpoints take small forms. */
export const jsonBodyMaxBytes = 64 * 1024

/** Multipart framing and the form's other fields around an upload's file. */
export const uploadMarginBytes = 64 * 1024

/** The bound of every small form our routes read. */
export const smallBody: BodyLimit = { maxBytes: jsonBodyMaxBytes, message: messages.api.tooLarge }

/** The small forms' bound alone, for a route that checks something else before reading its body. */
export const smallBodyLimit = routeBodyLimit(smallBody)

/**
 * The readers our routes put in front of their handlers, each behind its bound: a route that
 * reads a body declares its limit by the reader it takes, so no new route goes unbounded.
 */

// Each reader is one handler (a router of its two steps), so that routes keep their handlers' types.
export const jsonBody = Router().use(smallBodyLimit, express.json({ limit: jsonBodyMaxBytes, reviver: refuseNulStrings }))
export const formBody = Router().use(
  smallBodyLimit,
  express.urlencoded({ extended: false, limit: jsonBodyMaxBytes, verify: refuseEncodedNul }),
)
/** A provider's signed notification, read as the bytes its signature covers. */
export const rawBody = Router().use(smallBodyLimit, express.raw({ type: () => true, limit: jsonBodyMaxBytes }))
