import { APIError, type PayloadHandler, type PayloadRequest } from 'payload'
import type * as z from 'zod'

import { apiError } from '@shop/domain/api-error'
import { authMessages } from '@shop/domain/auth'
import { messages } from '@shop/domain/messages'

import { HttpError, invalidInput } from './http-error.ts'

/** Our endpoints' answers: JSON, never cached. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/**
 * Wraps a Payload endpoint: what the handler returns is answered as JSON (a `Response` passes as
 * is, for redirects and non-200 answers); an `HttpError` becomes the contract's envelope. Payload's
 * own refusals keep Payload's envelope; anything else is logged and answered as a French 500.
 */
export function endpoint(handler: (req: PayloadRequest) => unknown): PayloadHandler {
  return async (req) => {
    try {
      const answer = await handler(req)
      return answer instanceof Response ? answer : json(answer)
    } catch (error) {
      if (error instanceof HttpError) return json(error.body(), error.status, error.headers())
      if (error instanceof APIError && error.status < 500) throw error
      req.payload.logger.error({ err: error, msg: `${req.method} ${req.url ?? ''}` })
      return json(apiError(messages.api.server), 500)
    }
  }
}

const maxBodyBytes = 64 * 1024

/**
 * Reads a JSON body and checks it with the domain schema shared with the form that sends it.
 * Bad JSON and schema failures become a 400 listing the French messages, oversize bodies a 413.
 */
export async function parseBody<S extends z.ZodType>(req: PayloadRequest, schema: S, fallbackError: string): Promise<z.infer<S>> {
  let body: unknown
  try {
    const text = req.text ? await req.text() : ''
    if (text.length > maxBodyBytes) throw new HttpError(413, messages.api.tooLarge)
    body = text ? JSON.parse(text) : {}
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, fallbackError, { details: [messages.api.invalidJson] })
  }
  const result = schema.safeParse(body)
  if (!result.success) throw invalidInput(result.error, fallbackError)
  return result.data
}

/** The visitor's address as the express front server saw it (see server/app.ts). */
export function clientIp(req: PayloadRequest): string {
  return req.headers.get('x-shop-client-ip') ?? 'unknown'
}

/** The `?action=` of an endpoint that serves several, or a 400 for any other. */
export function requestedAction<A extends string>(req: PayloadRequest, actions: readonly A[]): A {
  const action = req.searchParams.get('action')
  if (!actions.includes(action as A)) throw new HttpError(400, authMessages.unknownAction)
  return action as A
}
