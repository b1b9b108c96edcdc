import { env } from '../config/env'

/**
 * How a call to the API becomes a `fetch`: its address and its request, the same whether the
 * application sends it (./api-client.ts) or the page starts it before the application runs
 * (./early-calls.ts). Nothing here loads more than the first download needs.
 */

type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue }
export type QueryParams = Record<string, QueryValue>

function appendParam(search: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendParam(search, `${key}[${index}]`, item))
  } else if (typeof value === 'object') {
    for (const [child, item] of Object.entries(value)) appendParam(search, `${key}[${child}]`, item)
  } else {
    search.append(key, String(value))
  }
}

/** qs-style query string, as Payload reads it: `{select:{name:true}}` → `select[name]=true`. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) appendParam(search, key, value)
  const text = search.toString()
  return text ? `?${text}` : ''
}

export type RequestOptions = {
  query?: QueryParams
  body?: unknown
  token?: string
  signal?: AbortSignal
  headers?: Record<string, string>
}

/** A call by its parts alone, shared by a fetcher and the page that starts it early. */
export type ApiCall = { method: 'GET' | 'POST'; path: string; query?: QueryParams; body?: unknown }

/** An address of the API for the browser to open itself: a file a plain link downloads (a PDF the server names). */
export function apiUrl(path: string): string {
  return `${env.apiUrl}${path}`
}

export function fetchArguments(method: string, path: string, options: RequestOptions, accept: string): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { Accept: accept, ...options.headers }
  // A FormData body sets its own multipart type (with the boundary).
  const isForm = options.body instanceof FormData
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  return {
    url: `${apiUrl(path)}${toQueryString(options.query ?? {})}`,
    init: {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    },
  }
}
