import { describe, expect, it } from 'vitest'

import { isStorefrontPath } from './paths.ts'

describe('storefront paths', () => {
  it('knows every route of the spec, with or without a trailing slash', () => {
    for (const path of ['/', '/telephones', '/ecrans-auto/', '/mentions-legales', '/dashboard']) {
      expect(isStorefrontPath(path)).toBe(true)
    }
  })

  it('accepts phone product pages and nothing deeper', () => {
    expect(isStorefrontPath('/telephones/apple-iphone-16-pro')).toBe(true)
    expect(isStorefrontPath('/telephones/apple/iphone')).toBe(false)
  })

  it('rejects unknown paths', () => {
    expect(isStorefrontPath('/nimportequoi')).toBe(false)
    expect(isStorefrontPath('/tablettes/ipad')).toBe(false)
  })
})
