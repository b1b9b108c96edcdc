import { describe, expect, it } from 'vitest'

import { isSlug, slugify } from './slug.ts'

describe('slugify', () => {
  it('lowercases, strips accents and joins words with dashes', () => {
    expect(slugify('Écran Galaxy S24 Ultra (5G)')).toBe('ecran-galaxy-s24-ultra-5g')
  })

  it('keeps the plus of model names readable', () => {
    expect(slugify('OnePlus Nord CE 3 Lite+')).toBe('oneplus-nord-ce-3-lite-plus')
    expect(slugify('Galaxy S24+')).not.toBe(slugify('Galaxy S24'))
  })

  it('produces valid slugs only', () => {
    for (const name of ['  Pixel 9 Pro  ', 'Mac Book—Air 15"', 'Xiaomi 14T / Pro']) {
      expect(isSlug(slugify(name))).toBe(true)
    }
    expect(isSlug('Bad Slug')).toBe(false)
    expect(isSlug('double--dash')).toBe(false)
  })
})
