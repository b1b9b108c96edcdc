import { describe, expect, it } from 'vitest'

import { request } from '../support/api.ts'

describe('GET /api/health', () => {
  it('answers ok when PostgreSQL answers, and is never cached', async () => {
    const res = await request('/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok', db: 'ok' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
