import type { PayloadRequest } from 'payload'

export const staffRoles = ['admin', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

type StaffUser = { collection?: string; role?: StaffRole | null }

/** The signed-in staff member's role, or null for the public (and for customers). */
export function staffRole(req: Pick<PayloadRequest, 'user'>): StaffRole | null {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return null
  return user.role ?? null
}
