import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'

/** One-time password reset links (SHA-256 of the token), valid one hour. */
export const PasswordResets: CollectionConfig = {
  slug: 'password-resets',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
}
