import type { CollectionConfig } from 'payload'

import { claimPhotoMimeTypes } from '@shop/domain/forms'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobody } from '../../access/nobody.ts'
import { staffOnly } from '../../access/staffOnly.ts'
import { privatePhotoUpload } from '../privatePhotoUpload.ts'

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
  // CLAIM_PHOTOS_DIR: default .data/claim-photos.
  upload: privatePhotoUpload(claimPhotoMimeTypes, process.env.CLAIM_PHOTOS_DIR ?? 'claim-photos'),
}
