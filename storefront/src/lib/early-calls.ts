import { fetchArguments, type ApiCall } from './api-request'

/**
 * Calls a page starts before its application has downloaded (src/boot.ts): on a slow phone the
 * customer's data then travels beside the application instead of after it. The application's
 * same call (address, body, token) takes that answer once instead of asking again; an answer not
 * taken within `keptMs` is dropped, so nothing old is ever shown.
 */
const keptMs = 10_000

const started = new Map<string, { answer: Promise<Response>; at: number }>()

function keyOf(url: string, init: RequestInit): string | null {
  if (init.body !== undefined && typeof init.body !== 'string') return null
  const headers = init.headers as Record<string, string>
  return JSON.stringify([init.method, url, headers.Authorization ?? '', headers.Accept, init.body ?? ''])
}

export function startEarlyCall(call: ApiCall, token: string): void {
  const { url, init } = fetchArguments(call.method, call.path, { query: call.query, body: call.body, token }, 'application/json')
  const key = keyOf(url, init)
  if (key === null) return
  const answer = fetch(url, init)
  // Its failure is the taker's to report; one never taken must not surface as unhandled.
  answer.catch(() => undefined)
  started.set(key, { answer, at: Date.now() })
}

export function takeEarlyCall(url: string, init: RequestInit): Promise<Response> | undefined {
  if (started.size === 0) return undefined
  const key = keyOf(url, init)
  if (key === null) return undefined
  const early = started.get(key)
  started.delete(key)
  return early && Date.now() - early.at <= keptMs ? early.answer : undefined
}
