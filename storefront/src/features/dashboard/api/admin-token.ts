import { ApiError } from '../../../lib/api-client'
import { adminToken } from '../../../stores/admin-token-store'

import { dashboardMessages } from '@shop/domain/dashboard'

/** Every dashboard call carries the admin token; without one, the same 401 the server would give. */
export function withAdminToken(): { token: string } {
  const token = adminToken()
  if (!token) throw new ApiError(401, dashboardMessages.tokenMissing, { fromServer: true })
  return { token }
}
