import { describe, expect, it } from 'vitest'

import { isStorefrontPath, phoneSlugFromPath, prerenderedFile, prerenderedPaths } from './paths.ts'

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

  it("reads a phone page's slug, and only from a phone page", () => {
    expect(phoneSlugFromPath('/telephones/apple-iphone-15')).toBe('apple-iphone-15')
    expect(phoneSlugFromPath('/telephones/apple-iphone-15/')).toBe('apple-iphone-15')
    expect(phoneSlugFromPath('/telephones')).toBeNull()
    expect(phoneSlugFromPath('/tablettes/apple-ipad')).toBeNull()
  })

  it("pre-renders the public pages and the customer pages' frames, each to its own file", () => {
    expect(prerenderedPaths).toContain('/telephones')
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/commande', '/profil', '/mes-commandes']))
    expect(prerenderedPaths).not.toContain('/reset-password')
    expect(prerenderedPaths).not.toContain('/admin-login')
    const files = prerenderedPaths.map(prerenderedFile)
    expect(new Set(files).size).toBe(files.length)
    expect(prerenderedFile('/')).toBe('index.html')
    expect(prerenderedFile('/ecrans-auto')).toBe('ecrans-auto.html')
  })
})
