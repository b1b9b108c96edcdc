import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { fetchArguments, type ApiCall } from './api-request'
import { startEarlyCall, takeEarlyCall } from './early-calls'

const profile: ApiCall = { method: 'POST', path: '/api/client-management', body: { action: 'get', clientId: '7' } }
const asSent = (call: ApiCall, token: string) =>
  fetchArguments(call.method, call.path, { query: call.query, body: call.body, token }, 'application/json')

describe('early calls', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')))
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    fetchMock.mockClear()
  })

  it('answer the same call, token and body once', async () => {
    startEarlyCall(profile, 'jeton-a')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const { url, init } = asSent(profile, 'jeton-a')
    expect(takeEarlyCall(url, { ...init, signal: new AbortController().signal })).toBe(fetchMock.mock.results[0]?.value)
    expect(takeEarlyCall(url, init)).toBeUndefined()
  })

  it('never answer another token, another body or a call sent as a form', () => {
    startEarlyCall(profile, 'jeton-a')
    const other = asSent(profile, 'jeton-b')
    expect(takeEarlyCall(other.url, other.init)).toBeUndefined()
    const otherClient = asSent({ ...profile, body: { action: 'get', clientId: '8' } }, 'jeton-a')
    expect(takeEarlyCall(otherClient.url, otherClient.init)).toBeUndefined()
    const form = fetchArguments('POST', profile.path, { body: new FormData(), token: 'jeton-a' }, 'application/json')
    expect(takeEarlyCall(form.url, form.init)).toBeUndefined()
    const same = asSent(profile, 'jeton-a')
    expect(takeEarlyCall(same.url, same.init)).toBeDefined()
  })

  it('drop an answer not taken within 10 s', () => {
    startEarlyCall(profile, 'jeton-a')
    vi.advanceTimersByTime(10_001)
    const { url, init } = asSent(profile, 'jeton-a')
    expect(takeEarlyCall(url, init)).toBeUndefined()
  })
})
