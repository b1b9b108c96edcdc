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

/** Our endpoints' bodies are small forms; the express edge (server/body-limits.ts) holds the same bound. */
const maxBodyBytes = 64 * 1024

/** The body as text, read chunk by chunk and abandoned at the first byte past the limit. */
async function readCapped(req: PayloadRequest): Promise<string> {
  if (!req.body) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBodyBytes) {
      await reader.cancel()
      throw new HttpError(413, messages.api.tooLarge)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Reads a JSON body and checks it with the domain schema shared with the form that sends it.
 * Bad JSON and schema failures become a 400 listing the French messages, oversize bodies a 413.
 */
export async function parseBody<S extends z.ZodType>(req: PayloadRequest, schema: S, fallbackError: string): Promise<z.infer<S>> {
  const text = await readCapped(req).catch((error: unknown) => {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, fallbackError, { details: [messages.api.invalidJson] })
  })
  let body: unknown
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    throw new HttpError(400, fallbackError, { details: [messages.api.invalidJson] })
  }
  const result = schema.safeParse(body)
  if (!result.success) throw invalidInput(result.error, fallbackError)
  return result.data
}

/** The visitor's limiter key (its address, an IPv6 one by its /64) as the express front server saw it (see server/app.ts and ./client-key.ts). */
export function clientIp(req: PayloadRequest): string {
  return req.headers.get('x-shop-client-ip') ?? 'unknown'
}

/** The `?action=` of an endpoint that serves several, or a 400 for any other. */
export function requestedAction<A extends string>(req: PayloadRequest, actions: readonly A[]): A {
  const action = req.searchParams.get('action')
  if (!actions.includes(action as A)) throw new HttpError(400, authMessages.unknownAction)
  return action as A
}
