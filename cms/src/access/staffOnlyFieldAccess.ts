import type { FieldAccess } from 'payload'

import { staffRole } from './roles.ts'

/** Fields of public documents that name staff members: admins and editors read them, nobody else. */
export const staffOnlyFieldAccess: FieldAccess = ({ req }) => staffRole(req) !== null
