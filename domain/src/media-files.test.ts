import { describe, expect, it } from 'vitest'

import { fileFormat, mediaFileSchema, mediaKindOf, mediaLargestBytes, mediaMaxBytes } from './media-files.ts'

describe('the media library files', () => {
  it('knows each kind by its type, and nothing else', () => {
    expect(mediaKindOf('image/webp')).toBe('image')
    expect(mediaKindOf('application/pdf')).toBe('document')
    expect(mediaKindOf('video/webm')).toBe('video')
    expect(mediaKindOf('text/html')).toBeNull()
    expect(mediaLargestBytes).toBe(mediaMaxBytes('video'))
  })

  it('names the formats as visitors know them', () => {
    expect(fileFormat('application/pdf')).toBe('PDF')
    expect(fileFormat('video/mp4')).toBe('MP4')
    expect(fileFormat('video/webm')).toBe('WebM')
  })

  it('reads a deleted file, or one given as an id only, as none', () => {
    expect(mediaFileSchema.parse(null)).toBeNull()
    expect(mediaFileSchema.parse(12)).toBeNull()
    expect(mediaFileSchema.parse({ url: 'javascript:alert(1)', filename: 'x.pdf', mimeType: 'application/pdf', filesize: 1 })).toBeNull()
  })
})
