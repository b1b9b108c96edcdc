import type { Access } from 'payload'

import { staffRole } from './roles.ts'

export const adminsOnly: Access = ({ req }) => staffRole(req) === 'admin'
