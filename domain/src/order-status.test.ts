import { describe, expect, it } from 'vitest'

import { canMoveOrder, nextOrderStatus } from './order-status.ts'

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
})
