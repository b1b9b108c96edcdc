import { describe, expect, it } from 'vitest'

import { browserStorage } from './browser-storage.ts'
import { consentCategories, storageCategories } from './cookie-consent.ts'

describe('what the shop keeps in a browser', () => {
  it('names each item once', () => {
    const names = browserStorage.map((item) => `${item.kind}:${item.name}`)
    expect(new Set(names).size).toBe(names.length)
  })

  it('has no category without an item: the banner never asks about storage that does not exist', () => {
    for (const category of Object.keys(storageCategories)) {
      expect(browserStorage.some((item) => item.category === category)).toBe(true)
    }
  })

  it('asks consent for audience measurement only', () => {
    expect(consentCategories).toEqual(['audience'])
  })
})
