import { describe, expect, it } from 'vitest'

import { request } from '../support/api.ts'

describe('security headers', () => {
  it('give the storefront a strict policy without inline scripts, and forbid framing', async () => {
    const res = await request('/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('send HSTS for a year only behind https', async () => {
    expect((await request('/')).headers.get('strict-transport-security')).toBeNull()
    const secure = await request('/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('protect the admin and the API from framing too', async () => {
    for (const path of ['/admin/login', '/api/health']) {
      const res = await request(path)
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
    }
  })
})

describe('storefront routes', () => {
  it('serve the application, pre-rendered or as the shell, for every route of the spec', async () => {
    for (const path of ['/', '/telephones', '/ecrans-auto', '/mentions-legales', '/telephones/apple-iphone-16']) {
      const res = await request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.body).toMatch(/<div id="root"( data-prerendered)?>/)
      expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/)
    }
  })

  it('answer unknown paths with a real 404 status', async () => {
    const res = await request('/cette-page-nexiste-pas')
    expect(res.status).toBe(404)
    expect(res.body).toMatch(/<div id="root"( data-prerendered)?>/)
  })

  it('cache hashed assets for a year and the shell never', async () => {
    const shell = await request('/')
    expect(shell.headers.get('cache-control')).toBe('no-cache')
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(shell.body)?.[1]
    expect(asset).toBeDefined()
    const res = await request(asset as string)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
  })
})
