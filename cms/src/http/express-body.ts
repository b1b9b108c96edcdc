import type { Request } from 'express'
import type * as z from 'zod'

import { authMessages } from '@shop/domain/auth'

import { HttpError, invalidInput, type IssueFormat } from './http-error.ts'

/**
 * How a rejected input is answered. By default a 400 headed by the first issue's French message,
 * listing them all (`error` and `withPath` shape that list: ./http-error.ts). `plain`: the fallback
 * message alone, naming no field, for what a visitor does not type (a link's token, an order's
 * key, an id in the path), with a 404 where it names something that then does not exist.
 */
export type Refusal = IssueFormat | { plain: true; status?: 404 }

function checked<S extends z.ZodType>(input: unknown, schema: S, fallbackError: string, refusal: Refusal): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  if ('plain' in refusal) throw new HttpError(refusal.status ?? 400, fallbackError)
  throw invalidInput(parsed.error, fallbackError, refusal)
}

/**
 * An express route's JSON body (already read by `express.json`, bounded by its reader, http/body-readers.ts),
 * checked with the domain schema the form that sends it uses too; a 400 listing the French
 * messages otherwise.
 */
export function bodyOf<S extends z.ZodType>(req: Request, schema: S, fallbackError: string, refusal: Refusal = {}): z.infer<S> {
  return checked(req.body ?? {}, schema, fallbackError, refusal)
}

/** The same for a query string: a list's page, filters and sort, checked before any SQL is built. */
export function queryOf<S extends z.ZodType>(req: Request, schema: S, fallbackError: string, refusal: Refusal = {}): z.infer<S> {
  return checked(req.query, schema, fallbackError, refusal)
}

/** The same for the path's parameters (`/orders/:id`). */
export function paramsOf<S extends z.ZodType>(req: Request, schema: S, fallbackError: string, refusal: Refusal = {}): z.infer<S> {
  return checked(req.params, schema, fallbackError, refusal)
}

/** The `?action=` of a route that serves several, or a 400 for any other. */
export function actionOf<A extends string>(req: Request, actions: readonly A[]): A {
  const action = req.query.action
  if (typeof action !== 'string' || !actions.includes(action as A)) throw new HttpError(400, authMessages.unknownAction)
  return action as A
}
