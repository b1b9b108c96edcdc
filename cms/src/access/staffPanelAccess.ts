import type { PayloadRequest } from 'payload'

import { staffRole } from './roles.ts'

/** Who may open the admin panel at /admin. */
export const staffPanelAccess = ({ req }: { req: PayloadRequest }): boolean => staffRole(req) !== null
