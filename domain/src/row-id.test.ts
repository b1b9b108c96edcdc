import { describe, expect, it } from 'vitest'

import { isRowId, maxRowId, rowIdSchema } from './row-id.ts'

describe('row ids', () => {
  it('are the digits of 1 to PostgreSQL’s largest integer', () => {
    expect(isRowId('1')).toBe(true)
    expect(isRowId(String(maxRowId))).toBe(true)
    expect(isRowId(String(maxRowId + 1))).toBe(false)
    expect(isRowId('0')).toBe(false)
    expect(isRowId('99999999999')).toBe(false)
    expect(isRowId('-3')).toBe(false)
    expect(isRowId('1e3')).toBe(false)
  })

  it('parse from text or number to text, anything else with the given message', () => {
    const schema = rowIdSchema('Commande introuvable')
    expect(schema.parse(42)).toBe('42')
    expect(schema.parse('42')).toBe('42')
    for (const value of [maxRowId + 1, '2147483648', 0, 1.5, 'abc', null]) {
      const parsed = schema.safeParse(value)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('Commande introuvable')
    }
  })
})
