import { describe, expect, it } from 'vitest'

import type { CatalogueModel } from '@shop/domain/catalogue-reads'

import { indexCategory, searchIndexes } from './search-index.ts'

let nextId = 1
function model(name: string, brand: string, modelName: string, description = ''): CatalogueModel {
  const id = nextId++
  return {
    id,
    slug: `m-${id}`,
    name,
    brand,
    model: modelName,
    year: 2024,
    image: null,
    popular: false,
    fromCents: 1500,
    toCents: 2500,
    description,
  }
}

const phones = indexCategory([
  model('Apple iPhone 15', 'Apple', 'iPhone 15', 'Écran Super Retina XDR de 6,1 pouces.'),
  model('Apple iPhone 15 Pro', 'Apple', 'iPhone 15 Pro'),
  model('Apple iPhone 15 Pro Max', 'Apple', 'iPhone 15 Pro Max'),
  model('Apple iPhone 16', 'Apple', 'iPhone 16'),
  model('Samsung Galaxy S24', 'Samsung', 'Galaxy S24'),
  model('Samsung Galaxy S24 Ultra', 'Samsung', 'Galaxy S24 Ultra'),
  model('Samsung Galaxy A55', 'Samsung', 'Galaxy A55'),
  model('Google Pixel 9', 'Google', 'Pixel 9'),
  model('Google Pixel 9 Pro', 'Google', 'Pixel 9 Pro'),
])
const tablets = indexCategory([
  model('Samsung Galaxy Tab S9 FE', 'Samsung', 'Galaxy Tab S9 FE'),
  model('Samsung Galaxy Tab S9 FE+', 'Samsung', 'Galaxy Tab S9 FE+'),
])

const names = (text: string, typos = true) => searchIndexes([phones, tablets], text, { limit: 20, typos }).map((hit) => hit.model.name)

describe('searching the catalogue in memory', () => {
  it('ranks the exact model first, then the models its name begins', () => {
    expect(names('iphone 15')).toEqual(['Apple iPhone 15', 'Apple iPhone 15 Pro', 'Apple iPhone 15 Pro Max'])
    expect(names('iPhone15')[0]).toBe('Apple iPhone 15')
    expect(names('Galaxy Tab S9 FE+')[0]).toBe('Samsung Galaxy Tab S9 FE+')
    expect(names('galaxy tab s9 fe')[0]).toBe('Samsung Galaxy Tab S9 FE')
  })

  it('finds a model whose name or model holds the text typed without spaces', () => {
    expect(names('phone15pro')).toEqual(['Apple iPhone 15 Pro', 'Apple iPhone 15 Pro Max'])
    expect(names('axys24')).toEqual(['Samsung Galaxy S24', 'Samsung Galaxy S24 Ultra'])
  })

  it('answers from a large catalogue as a pass over every model would, found through the index', () => {
    const copies = (name: string, brand: string, modelName: string, description = '') =>
      Array.from({ length: 300 }, (_, copy) => model(`${name} Série ${copy + 2}`, brand, `${modelName} Série ${copy + 2}`, description))
    const large = indexCategory([
      ...copies('Apple iPhone 15', 'Apple', 'iPhone 15'),
      ...copies('Samsung Galaxy S24', 'Samsung', 'Galaxy S24', 'Écran Dynamic AMOLED 2X.'),
      model('Google Pixel 9', 'Google', 'Pixel 9', 'Écran Actua de 6,3 pouces.'),
      model('LG G8', 'LG', 'G8'),
    ])
    const search = (text: string) => searchIndexes([large], text, { limit: 3, typos: true }).map((hit) => hit.model.name)
    expect(search('pixel')).toEqual(['Google Pixel 9'])
    // Two letters, neither a word of the model: its name begins with them all the same.
    expect(search('l g')).toEqual(['LG G8'])
    expect(search('pixle 9')).toEqual(['Google Pixel 9'])
    expect(search('actua')).toEqual(['Google Pixel 9'])
    expect(search('iphone 15 serie 27')).toEqual(['Apple iPhone 15 Série 27', 'Apple iPhone 15 Série 270', 'Apple iPhone 15 Série 271'])
    expect(search('galaxys24serie30')).toEqual([
      'Samsung Galaxy S24 Série 30',
      'Samsung Galaxy S24 Série 300',
      'Samsung Galaxy S24 Série 301',
    ])
    expect(search('dynamic amoled')).toEqual(['Samsung Galaxy S24 Série 2', 'Samsung Galaxy S24 Série 3', 'Samsung Galaxy S24 Série 4'])
  })

  it('forgives a swap of two letters as one typo', () => {
    expect(names('iphnoe 15')[0]).toBe('Apple iPhone 15')
    expect(names('ipohne 15')[0]).toBe('Apple iPhone 15')
    expect(names('smasung')).toEqual(expect.arrayContaining(['Samsung Galaxy S24', 'Samsung Galaxy A55', 'Samsung Galaxy Tab S9 FE']))
    expect(names('pixle 9')[0]).toBe('Google Pixel 9')
  })

  it('forgives a missing, extra or wrong letter from 4 letters on, two typos from 8', () => {
    expect(names('samsng galaxy s24')[0]).toBe('Samsung Galaxy S24')
    expect(names('samssung galaxy s24')[0]).toBe('Samsung Galaxy S24')
    expect(names('ipone 15')[0]).toBe('Apple iPhone 15')
    expect(names('gogle')).toContain('Google Pixel 9')
    // 3 letters: no typo allowed.
    expect(names('pxl')).toEqual([])
    // 'smasnug' is two typos from 'samsung' (7 letters: one allowed).
    expect(names('smasnug')).toEqual([])
  })

  it('matches the word being typed as a prefix', () => {
    expect(names('galax')).toEqual(
      expect.arrayContaining(['Samsung Galaxy S24', 'Samsung Galaxy S24 Ultra', 'Samsung Galaxy A55', 'Samsung Galaxy Tab S9 FE']),
    )
    expect(names('galax').every((name) => name.includes('Galaxy'))).toBe(true)
    expect(names('pixel 9 p')[0]).toBe('Google Pixel 9 Pro')
  })

  it('takes a word some model bears as typed for that word, never for a typo of another', () => {
    const cars = indexCategory([model('Ford Mustang Mach-E', 'Ford', 'Mustang Mach-E')])
    const fold = indexCategory([model('Samsung Galaxy Z Fold 6', 'Samsung', 'Galaxy Z Fold 6')])
    const found = searchIndexes([fold, cars], 'fold', { limit: 20, typos: true }).map((hit) => hit.model.name)
    expect(found).toEqual(['Samsung Galaxy Z Fold 6'])
    expect(searchIndexes([cars], 'fold', { limit: 20, typos: true }).map((hit) => hit.model.name)).toEqual(['Ford Mustang Mach-E'])
  })

  it('never takes one number for another', () => {
    expect(names('iphone 16')).toEqual(['Apple iPhone 16'])
    expect(names('iphone 14')).toEqual([])
  })

  it('finds models by their description, after the names', () => {
    expect(names('super retina')).toEqual(['Apple iPhone 15'])
  })

  it('forgives no typo when asked not to (the help assistant)', () => {
    expect(names('iphnoe 15', false)).toEqual([])
    expect(names('iphone 15', false)[0]).toBe('Apple iPhone 15')
  })

  it('finds nothing for text without letters or digits, or words no model has', () => {
    expect(names('')).toEqual([])
    expect(names('%_%')).toEqual([])
    expect(names("'; drop table phones; --")).toEqual([])
    expect(names('tesla')).toEqual([])
  })
})
