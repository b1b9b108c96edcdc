import { describe, expect, it } from 'vitest'

import { normaliseSearchTerm } from './analytics.ts'
import { canMoveOrder, nextOrderStatus, orderStatusBodySchema, ordersQuerySchema } from './dashboard.ts'

describe('the order workflow', () => {
  it("'Valider' advances one step once the payment confirmed the order", () => {
    expect(nextOrderStatus('pending')).toBeNull()
    expect(nextOrderStatus('confirmed')).toBe('processing')
    expect(nextOrderStatus('processing')).toBe('shipped')
    expect(nextOrderStatus('shipped')).toBe('delivered')
    expect(nextOrderStatus('delivered')).toBeNull()
    expect(nextOrderStatus('refunded')).toBeNull()
  })

  it('allows no jump backwards and nothing out of a closed order', () => {
    expect(canMoveOrder('delivered', 'pending')).toBe(false)
    expect(canMoveOrder('pending', 'confirmed')).toBe(false)
    expect(canMoveOrder('shipped', 'processing')).toBe(false)
    expect(canMoveOrder('refunded', 'delivered')).toBe(false)
    expect(canMoveOrder('shipped', 'returned')).toBe(true)
    expect(canMoveOrder('returned', 'refunded')).toBe(true)
  })

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
