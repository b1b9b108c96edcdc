import { describe, expect, it } from 'vitest'

import { csvCell } from './csv-response.ts'
import { exportFileName } from './export-file-name.ts'

describe('csvCell', () => {
  it('turns text a spreadsheet would run into plain text', () => {
    for (const text of ['=SUM(A1:A9)', '+33 6 12 34 56 78', '-2+3', '@cmd', '\tx', '\rx']) expect(csvCell(text, 'comma')).toBe(`'${text}`)
    expect(csvCell('Camille = Martin', 'comma')).toBe('Camille = Martin')
  })

  it('writes numbers as numbers, with a decimal comma beside semicolons', () => {
    expect(csvCell(-12.5, 'comma')).toBe('-12.5')
    expect(csvCell(12.5, 'semicolon')).toBe('12,5')
    expect(csvCell(30, 'semicolon')).toBe('30')
  })

  it('writes dates in French, in Paris time', () => {
    expect(csvCell(new Date('2026-07-14T08:05:00Z'), 'comma')).toBe('14/07/2026 10:05')
    expect(csvCell(new Date('2026-12-31T23:30:00Z'), 'comma')).toBe('01/01/2027 00:30')
    expect(csvCell(null, 'comma')).toBe('')
  })
})

describe('exportFileName', () => {
  it('names the shop, the tab and the Paris day', () => {
    expect(exportFileName('orders', new Date('2026-11-23T23:30:00Z'))).toBe('MBP-commandes-2026-11-24.csv')
    expect(exportFileName('tickets', new Date('2026-11-23T12:00:00Z'))).toBe('MBP-support-2026-11-23.csv')
  })
})
