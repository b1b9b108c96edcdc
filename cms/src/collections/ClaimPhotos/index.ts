import type { CollectionConfig } from 'payload'

import { claimPhotoMimeTypes } from '@shop/domain/forms'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobody } from '../../access/nobody.ts'
import { staffOnly } from '../../access/staffOnly.ts'

/**
 * Photos joined to a warranty claim. Private: only staff see them, next to the claim's ticket;
 * they arrive with the claim (`POST /api/forms/warranty-claim`, forms/claim-photos.ts), never
 * through REST, and go with the ticket (erasure, retention purge).
 */
export const ClaimPhotos: CollectionConfig = {
  slug: 'claim-photos',
  labels: { singular: 'Photo de réclamation', plural: 'Photos de réclamation' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { group: 'Service client', defaultColumns: ['filename', 'createdAt'] },
  fields: [],
  upload: {
    mimeTypes: [...claimPhotoMimeTypes],
    focalPoint: false,
    crop: false,
    imageSizes: [{ name: 'thumbnail', width: 160, formatOptions: { format: 'webp', options: { quality: 80 } } }],
    adminThumbnail: 'thumbnail',
    // Set by the server from CLAIM_PHOTOS_DIR (default .data/claim-photos) before Payload starts.
    staticDir: process.env.CLAIM_PHOTOS_DIR ?? 'claim-photos',
  },
}
