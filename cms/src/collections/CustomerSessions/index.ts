import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'
import { adminsOnly } from '../../access/adminsOnly.ts'

/** One row per signed-in device; only the SHA-256 of the token is kept. */
export const CustomerSessions: CollectionConfig = {
  slug: 'customer-sessions',
  labels: { singular: 'Session client', plural: 'Sessions clients' },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { group: 'Boutique', hidden: true },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'revokedAt', type: 'date' },
  ],
}
