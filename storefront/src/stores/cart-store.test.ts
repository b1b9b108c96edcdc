import { describe, expect, it } from 'vitest'

import { countItems, parseStoredCart } from './cart-store'

describe('parseStoredCart (spec core §3)', () => {
  it('gives an empty cart for nothing stored, corrupt JSON or a non-array', () => {
    expect(parseStoredCart(null)).toEqual([])
    expect(parseStoredCart('{not json')).toEqual([])
    expect(parseStoredCart('{"id":"a"}')).toEqual([])
  })

  it('keeps only lines with string id and name, numeric price and a quantity above 0', () => {
    const stored = JSON.stringify([
      { id: 'a', name: 'A', price: 15, quantity: 2, category: 'telephone' },
      { id: 'b', name: 'B', price: '15', quantity: 1 },
      { id: 'c', name: 'C', price: 15, quantity: 0 },
      { id: 4, name: 'D', price: 15, quantity: 1 },
      { id: 'e', name: 'E', price: 20, quantity: 1, variant: null },
      'garbage',
    ])
    const items = parseStoredCart(stored)
    expect(items.map((item) => item.id)).toEqual(['a', 'e'])
    expect(items[0]).toMatchObject({ category: 'telephone' })
    expect(items[1]?.variant).toBeUndefined()
    expect(countItems(items)).toBe(3)
  })
})
