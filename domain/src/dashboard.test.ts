import { describe, expect, it } from 'vitest'

import { normaliseSearchTerm } from './analytics.ts'
import { backupWarning, orderStatusBodySchema, ordersQuerySchema } from './dashboard.ts'

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

describe('the backups’ warning', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000)

  it('warns when none was taken while the shop should take them, and when the last is more than two days old', () => {
    expect(backupWarning(true, null, now)).toBe(
      'Aucune sauvegarde alors que BACKUP_DIR est défini : la sauvegarde programmée échoue, voyez les journaux de la boutique.',
    )
    expect(backupWarning(false, null, now)).toBeNull()
    expect(backupWarning(true, hoursAgo(47), now)).toBeNull()
    expect(backupWarning(false, hoursAgo(49), now)).toBe(
      'La dernière sauvegarde a plus de deux jours : la sauvegarde programmée échoue ou ne tourne plus, voyez les journaux de la boutique.',
    )
  })
})
