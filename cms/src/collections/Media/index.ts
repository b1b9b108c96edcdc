import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { invalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { refuseHugeImages } from './hooks/refuseHugeImages.ts'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: { group: 'Contenu', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  fields: [{ name: 'alt', label: 'Texte alternatif', type: 'text', required: true }],
  // Model cards carry image URLs and texts: a changed picture changes them.
  hooks: { ...invalidatesCatalogue('media'), beforeOperation: [refuseHugeImages] },
  upload: {
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
    focalPoint: false,
    crop: false,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 160, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 320, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    // The same from disk or from the bucket: browsers and a CDN keep a picture a day, then check it.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
    },
    // Set by the server from MEDIA_DIR (default .data/media) before Payload starts.
    staticDir: process.env.MEDIA_DIR ?? 'media',
  },
}
