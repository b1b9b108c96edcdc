import type { Access } from 'payload'

import { staffRole } from './roles.ts'

/**
 * Promo codes move money: administrators, and the editors an administrator trusted with them
 * (Users' « Gère les promotions »).
 */
export const promotionManagers: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  return role === 'editor' && (req.user as { managesPromotions?: boolean | null }).managesPromotions === true
}

/**
 * A promotions collection's every operation, its versions included: Payload's default for those
 * lets any signed-in user (every editor) read the codes and the planned sales.
 */
export const promotionManagersOnly = {
  read: promotionManagers,
  readVersions: promotionManagers,
  create: promotionManagers,
  update: promotionManagers,
  delete: promotionManagers,
}
