import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError, apiClient, invalidResponse, toQueryString } from './api-client'

describe('toQueryString', () => {
  it('writes nested objects and arrays with qs-style brackets, as Payload reads them', () => {
    const query = toQueryString({
      limit: 20,
      sort: '-year,name',
      select: { name: true, image: true },
      where: { slug: { equals: 'iphone-16' } },
      ids: [1, 2],
      skipped: undefined,
    })
    expect(decodeURIComponent(query)).toBe(
      '?limit=20&sort=-year,name&select[name]=true&select[image]=true&where[slug][equals]=iphone-16&ids[0]=1&ids[1]=2',
    )
  })

  it('is empty without parameters', () => {
    expect(toQueryString({})).toBe('')
  })
})

describe('ApiError', () => {
  it('tells a network failure and an unreadable answer apart from HTTP refusals by kind, not status', () => {
    expect(new ApiError(0, 'x').kind).toBe('network')
    expect(new ApiError(409, 'x').kind).toBe('http')
    expect(invalidResponse()).toMatchObject({ status: 0, kind: 'invalid-response', message: 'Réponse invalide du serveur.' })
  })
})

describe('apiClient refusals', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("keeps the status and its reason from an answer without our envelope (a proxy's error page), and our text from ours", async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(apiClient.get('/api/orders')).rejects.toMatchObject({
      status: 502,
      kind: 'http',
      statusText: 'Bad Gateway',
      fromServer: false,
    })
    const refusal = { success: false, error: 'Commande introuvable' }
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(refusal), { status: 404, statusText: 'Not Found' }))
    await expect(apiClient.get('/api/orders')).rejects.toMatchObject({ status: 404, message: 'Commande introuvable', fromServer: true })
  })
})
