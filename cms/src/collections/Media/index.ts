import type { CollectionConfig } from 'payload'

import { mediaMimeTypes } from '@shop/domain/media-files'

import { anyone } from '../../access/anyone.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { invalidatesCatalogue } from '../../catalogue-reads/invalidation.ts'
import { mediaCacheControl } from './cache-control.ts'
import { boundUploads } from './hooks/boundUploads.ts'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: { group: 'Contenu', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  fields: [
    {
      name: 'alt',
      label: 'Texte alternatif',
      type: 'text',
      required: true,
      admin: { description: 'Pour une image, ce qu’elle montre ; pour un PDF ou une vidéo, ce qu’il contient.' },
    },
  ],
  // Model cards carry image URLs and texts: a changed picture changes them.
  hooks: { ...invalidatesCatalogue('media'), beforeOperation: [boundUploads] },
  upload: {
    // Pictures, and the installation guide's documents and videos (served with byte ranges, so
    // that a video starts playing and seeks without downloading it whole).
    mimeTypes: mediaMimeTypes,
    focalPoint: false,
    crop: false,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 160, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 320, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    // From the bucket (server/routes/media-files.ts serves the folder itself).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', mediaCacheControl)
    },
    // Set by the server from MEDIA_DIR (default .data/media) before Payload starts.
    staticDir: process.env.MEDIA_DIR ?? 'media',
  },
}
