import type { FieldAccess } from 'payload'

import { staffRole } from './roles.ts'

export const adminsOnlyFieldAccess: FieldAccess = ({ req }) => staffRole(req) === 'admin'
