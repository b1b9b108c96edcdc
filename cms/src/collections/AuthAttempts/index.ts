import type { CollectionConfig } from 'payload'

import { nobody } from '../../access/nobody.ts'

/**
 * Failed sign-in attempts, by e-mail and by client address. The limiter counts them in
 * PostgreSQL so that every server instance sees the same numbers. Its one lookup, the last
 * attempts of a (scope, key), follows one index to them however many other clients' rows the
 * table holds; rows leave once out of the window (the `attempt-purge` chore).
 */
export const AuthAttempts: CollectionConfig = {
  slug: 'auth-attempts',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'scope', type: 'text', required: true },
    { name: 'key', type: 'text', required: true },
  ],
  indexes: [{ fields: ['scope', 'key', 'createdAt'] }],
}
