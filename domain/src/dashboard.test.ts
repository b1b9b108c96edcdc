import { describe, expect, it } from 'vitest'

import { normaliseSearchTerm } from './analytics.ts'
import { orderStatusBodySchema, ordersQuerySchema } from './dashboard.ts'

describe('the order status change', () => {
  it('asks for the carrier and the tracking number to ship', () => {
    const expectedUpdatedAt = new Date().toISOString()
    expect(orderStatusBodySchema.safeParse({ status: 'shipped', expectedUpdatedAt, carrier: 'Colissimo' }).success).toBe(false)
    expect(
      orderStatusBodySchema.safeParse({ status: 'shipped', expectedUpdatedAt, carrier: 'Colissimo', trackingNumber: 'X1' }).success,
    ).toBe(true)
  })
})

describe('list queries', () => {
  it('bounds the page size and knows its sorts', () => {
    expect(ordersQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: '-createdAt' })
    expect(ordersQuerySchema.safeParse({ limit: '101' }).success).toBe(false)
    expect(ordersQuerySchema.safeParse({ sort: 'id; drop table orders' }).success).toBe(false)
  })
})

describe('searched terms', () => {
  it('are counted once whatever their case, accents or spaces', () => {
    expect(normaliseSearchTerm('  Écran   iPhone 15 ')).toBe('ecran iphone 15')
  })
})
