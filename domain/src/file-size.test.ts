import { describe, expect, it } from 'vitest'

import { formatSize } from './file-size.ts'

describe('formatSize', () => {
  it('reads as a French size, the unit kept with its number', () => {
    expect(formatSize(0)).toBe('0\u00A0o')
    expect(formatSize(900)).toBe('900\u00A0o')
    expect(formatSize(1536)).toBe('1,5\u00A0ko')
    expect(formatSize(4.2 * 1024 * 1024)).toBe('4,2\u00A0Mo')
    expect(formatSize(2.25 * 1024 ** 3)).toBe('2,3\u00A0Go')
  })
})
