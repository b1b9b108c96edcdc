import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'

/**
 * Failed sign-in attempts, by e-mail and by client address. The limiter counts them in
 * PostgreSQL so that every server instance sees the same numbers.
 */
export const AuthAttempts: CollectionConfig = {
  slug: 'auth-attempts',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'scope', type: 'text', required: true, index: true },
    { name: 'key', type: 'text', required: true, index: true },
  ],
}
