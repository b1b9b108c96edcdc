import type { Request } from 'express'
import type * as z from 'zod'

import { authMessages } from '@shop/domain/auth'

import { HttpError, invalidInput } from './http-error.ts'

/**
 * An express route's JSON body (already read by `express.json`, bounded by its reader, http/body-readers.ts),
 * checked with the domain schema the form that sends it uses too; a 400 listing the French
 * messages otherwise.
 */
export function bodyOf<S extends z.ZodType>(req: Request, schema: S, fallbackError: string): z.infer<S> {
  const parsed = schema.safeParse(req.body ?? {})
  if (!parsed.success) throw invalidInput(parsed.error, fallbackError)
  return parsed.data
}

/** The same for a query string: a list's page, filters and sort, checked before any SQL is built. */
export function queryOf<S extends z.ZodType>(req: Request, schema: S, fallbackError: string): z.infer<S> {
  const parsed = schema.safeParse(req.query)
  if (!parsed.success) throw invalidInput(parsed.error, fallbackError)
  return parsed.data
}

/** The `?action=` of a route that serves several, or a 400 for any other. */
export function actionOf<A extends string>(req: Request, actions: readonly A[]): A {
  const action = req.query.action
  if (typeof action !== 'string' || !actions.includes(action as A)) throw new HttpError(400, authMessages.unknownAction)
  return action as A
}
