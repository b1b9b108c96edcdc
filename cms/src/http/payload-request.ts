import type { Request } from 'express'
import { createLocalReq, executeAuthStrategies, type Payload, type PayloadRequest } from 'payload'

/**
 * The Payload staff member an express request's cookie or `Authorization: JWT` signs in, found by
 * Payload's own strategies, exactly as its REST would (null for the public and for customers).
 */
export async function staffUserOf(payload: Payload, req: Request): Promise<PayloadRequest['user']> {
  return (await executeAuthStrategies({ headers: fetchHeaders(req), payload })).user
}

/**
 * The `PayloadRequest` the operations take (their transaction lives on it) for an express
 * request: its headers, and the staff member `staffUserOf` found, if the route needs one.
 */
export function payloadRequestOf(payload: Payload, req: Request, user?: PayloadRequest['user']): Promise<PayloadRequest> {
  return createLocalReq({ req: { headers: fetchHeaders(req) }, user: user ?? undefined }, payload)
}

function fetchHeaders(req: Request): Headers {
  return new Headers(
    Object.entries(req.headersDistinct).flatMap(([name, values = []]) => values.map((value) => [name, value] as [string, string])),
  )
}
