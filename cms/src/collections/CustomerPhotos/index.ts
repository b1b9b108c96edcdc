import type { CollectionConfig } from 'payload'

import { photoMimeTypes } from '@shop/domain/uploads'

import { nobody } from '../../access/nobody.ts'
import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobodyFieldAccess } from '../../access/nobodyFieldAccess.ts'
import { privatePhotoUpload } from '../privatePhotoUpload.ts'

/**
 * Photos shoppers send for printed back skins. Private: only staff see them (to print the
 * order); they arrive through the upload route (server/routes/customer-photos.ts), never through REST.
 */
export const CustomerPhotos: CollectionConfig = {
  slug: 'customer-photos',
  labels: { singular: 'Photo client', plural: 'Photos clients' },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { group: 'Commandes', defaultColumns: ['filename', 'purpose', 'customer', 'createdAt'] },
  fields: [
    {
      name: 'purpose',
      label: 'Usage',
      type: 'select',
      required: true,
      options: [
        { label: 'Téléphone ou tablette', value: 'device' },
        { label: 'Console ou manette', value: 'console' },
      ],
    },
    { name: 'customer', label: 'Client', type: 'relationship', relationTo: 'customers' },
    {
      // The SHA-256 of the token the upload answered: a cart line names the photo by that token.
      name: 'uploadTokenHash',
      type: 'text',
      unique: true,
      hidden: true,
      access: { read: nobodyFieldAccess, create: nobodyFieldAccess, update: nobodyFieldAccess },
    },
  ],
  // PHOTOS_DIR: default .data/customer-photos.
  upload: privatePhotoUpload(photoMimeTypes, process.env.PHOTOS_DIR ?? 'customer-photos'),
}
