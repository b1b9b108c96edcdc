import type { Access } from 'payload'

import { staffRole } from './roles.ts'

/** Staff read drafts too; everybody else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) => staffRole(req) !== null || { _status: { equals: 'published' } }
