import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { ownBuffer } from './own-buffer.ts'

describe('own buffer', () => {
  it('copies a small buffer out of the slab Node shares between them, and a gzip result out of its chunk', () => {
    for (const view of [Buffer.from('{"results":[]}'), gzipSync(Buffer.from('{"results":[]}'))]) {
      expect(view.buffer.byteLength).toBeGreaterThan(view.byteLength)
      const own = ownBuffer(view)
      expect(own.equals(view)).toBe(true)
      expect(own.buffer.byteLength).toBe(view.byteLength)
    }
  })

  it('keeps a buffer that is already its own', () => {
    const large = Buffer.alloc(64 * 1024, 'a')
    expect(ownBuffer(large)).toBe(large)
  })
})
