import type { Access } from 'payload'

import { staffRole } from './roles.ts'

/** Admins and editors. */
export const staffOnly: Access = ({ req }) => staffRole(req) !== null
