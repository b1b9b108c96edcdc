import type { Access } from 'payload'

import { staffRole } from './roles.ts'

/** Staff see every customer; a signed-in customer sees only their own record. */
export const staffOrSelfCustomer: Access = ({ req }) => {
  if (staffRole(req) !== null) return true
  const user = req.user as { collection?: string; id?: number | string } | null
  if (user?.collection === 'customers' && user.id !== undefined) return { id: { equals: user.id } }
  return false
}
