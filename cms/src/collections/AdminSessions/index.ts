import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../../access/adminsOnly.ts'
import { nobody } from '../../access/nobody.ts'

/**
 * The dashboard's admin tokens (POST /api/admin-auth): only their SHA-256 is kept. A token ends
 * at `expiresAt` (8 h), at logout (`revokedAt`), or as soon as its user's password or role no
 * longer matches `credentialStamp` (cms/src/dashboard/auth/admin-sessions.ts).
 */
export const AdminSessions: CollectionConfig = {
  slug: 'admin-sessions',
  labels: { singular: 'Session du tableau de bord', plural: 'Sessions du tableau de bord' },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  admin: { group: 'Administration', hidden: true },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    // Not required: deleting a staff member nulls it, which ends their tokens.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'credentialStamp', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'revokedAt', type: 'date' },
  ],
}
