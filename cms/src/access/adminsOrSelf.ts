import type { Access } from 'payload'

import { staffRole } from './roles.ts'

/** Admins manage every staff account; an editor sees and edits only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  if (role === 'editor' && req.user) return { id: { equals: req.user.id } }
  return false
}
