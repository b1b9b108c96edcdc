import type { PayloadRequest } from 'payload'
import type * as z from 'zod'

import { apiError } from '@shop/domain/api-error'

/** Our endpoints' answers: JSON, never cached, errors in the contract's envelope. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function fail(status: number, error: string, details?: string[]): Response {
  return json(apiError(error, details), status)
}

export function tooMany(error: string, retryAfter: number): Response {
  return json({ success: false, error, retryAfter }, 429, { 'Retry-After': String(retryAfter) })
}

const maxBodyBytes = 64 * 1024

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * Reads a JSON body and checks it with the domain schema shared with the form that sends it.
 * Bad JSON, oversize bodies and schema failures all become a 400 listing the French messages.
 */
export async function parseBody<S extends z.ZodType>(
  req: PayloadRequest,
  schema: S,
  fallbackError: string,
): Promise<Parsed<z.infer<S>>> {
  let body: unknown
  try {
    const text = req.text ? await req.text() : ''
    if (text.length > maxBodyBytes) return { ok: false, response: fail(413, 'La requête est trop volumineuse.') }
    body = text ? JSON.parse(text) : {}
  } catch {
    return { ok: false, response: fail(400, fallbackError, ['Le corps de la requête doit être du JSON valide.']) }
  }
  const result = schema.safeParse(body)
  if (!result.success) {
    const details = [...new Set(result.error.issues.map((issue) => issue.message))]
    return { ok: false, response: fail(400, details[0] ?? fallbackError, details) }
  }
  return { ok: true, data: result.data }
}

/** The visitor's address as the express front server saw it (see server/app.ts). */
export function clientIp(req: PayloadRequest): string {
  return req.headers.get('x-shop-client-ip') ?? 'unknown'
}
