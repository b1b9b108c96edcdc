import type { ApiErrorBody } from '@shop/domain/api-error'
import { messages } from '@shop/domain/messages'
import { storefrontMessages } from '@shop/domain/storefront-messages'

import { fetchArguments, type ApiCall, type RequestOptions } from './api-request'
import { takeEarlyCall } from './early-calls'

export { apiUrl, toQueryString, type QueryParams } from './api-request'

/**
 * `http`: the server refused (non-2xx); `network`: no answer at all; `invalid-response`: a 2xx
 * answer the storefront could not read. The last two have no HTTP status (0).
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response'

type ApiErrorOptions = {
  kind?: ApiErrorKind
  details?: string[]
  retryAfter?: number
  /** The text came from the server (callers prefer it to their own fallback texts). */
  fromServer?: boolean
  /** The whole answer, for the refusals that carry more than a message (a 409 with the fresh state). */
  body?: unknown
  /** The HTTP reason phrase of an answer without our envelope ('' over HTTP/2, which has none). */
  statusText?: string
}

/** Every non-2xx answer, network failure and unreadable answer reaches the UI as this one error type. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly kind: ApiErrorKind
  readonly details: string[]
  readonly retryAfter: number | undefined
  readonly fromServer: boolean
  readonly body: Record<string, unknown> | undefined
  readonly statusText: string

  constructor(
    status: number,
    message: string,
    { kind = status === 0 ? 'network' : 'http', details = [], retryAfter, fromServer = false, body, statusText = '' }: ApiErrorOptions = {},
  ) {
    super(message)
    this.status = status
    this.kind = kind
    this.details = details
    this.retryAfter = retryAfter
    this.fromServer = fromServer
    this.body = isRecord(body) ? body : undefined
    this.statusText = statusText
  }
}

function fallbackMessage(status: number): string {
  if (status === 401) return messages.api.unauthorized
  if (status === 403) return messages.api.forbidden
  if (status === 404) return messages.api.notFound
  if (status === 413) return messages.api.tooLarge
  if (status >= 500) return messages.api.server
  return storefrontMessages.unexpected
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** Ours: `{success:false, error, details?, retryAfter?}` (read by hand: zod is not in the first download). */
function ourError(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || body.success !== false || typeof body.error !== 'string') return null
  const details = Array.isArray(body.details) ? body.details.filter((detail): detail is string => typeof detail === 'string') : undefined
  return { success: false, error: body.error, details, retryAfter: typeof body.retryAfter === 'number' ? body.retryAfter : undefined }
}

/** Payload's: `{errors:[{message}]}`. */
function payloadMessages(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return []
  return body.errors.flatMap((error) => (isRecord(error) && typeof error.message === 'string' ? [error.message] : []))
}

/** Reads either envelope: ours or Payload's; without one (a proxy's page), the status and its reason. */
function toApiError(response: Response, body: unknown): ApiError {
  const { status, statusText } = response
  const ours = ourError(body)
  if (ours) return new ApiError(status, ours.error, { details: ours.details, retryAfter: ours.retryAfter, fromServer: true, body })
  const [first, ...rest] = payloadMessages(body)
  if (first !== undefined) return new ApiError(status, first, { details: rest, fromServer: true })
  return new ApiError(status, fallbackMessage(status), { statusText })
}

/** Sends the call; any non-2xx answer becomes an ApiError, read from the body the server sent. */
async function send(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { url, init } = fetchArguments(method, path, options, accept)
  let response: Response
  try {
    // A call the page started before the application ran (./early-calls.ts) is answered by it.
    response = await (takeEarlyCall(url, init) ?? fetch(url, init))
  } catch (error) {
    // A cancelled request stays an AbortError so that TanStack Query can recognise it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, storefrontMessages.network)
  }
  if (response.ok) return response

  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // Not JSON (a proxy's error page): no envelope to read.
  }
  throw toApiError(response, body)
}

async function request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(method, path, options, 'application/json')
  if (response.status === 204) return undefined
  const text = await response.text()
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    throw invalidResponse()
  }
}

/** A file the server builds (an invoice PDF): its bytes, not JSON. */
async function requestFile(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  const response = await send('GET', path, options, '*/*')
  return response.blob()
}

/** The same, with the name the server gave it (`Content-Disposition`), for files it names itself. */
async function requestNamedFile(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path, options, '*/*')
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null
  return { blob: await response.blob(), fileName }
}

/** The only way the storefront talks to the backend. Answers are `unknown`: fetchers parse them. */
export const apiClient = {
  /** A call described once for its fetcher and for the page's early start (./early-calls.ts). */
  call: (call: ApiCall, options?: Omit<RequestOptions, 'body' | 'query'>) =>
    request(call.method, call.path, { ...options, query: call.query, body: call.body }),
  get: (path: string, options?: Omit<RequestOptions, 'body'>) => request('GET', path, options),
  post: (path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request('POST', path, { ...options, body }),
  patch: (path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => request('PATCH', path, { ...options, body }),
  delete: (path: string, options?: RequestOptions) => request('DELETE', path, options),
  file: requestFile,
  namedFile: requestNamedFile,
}

/** For fetchers: a 2xx answer that does not parse, told apart from refusals by its kind. */
export function invalidResponse(): ApiError {
  return new ApiError(0, storefrontMessages.invalidResponse, { kind: 'invalid-response' })
}
