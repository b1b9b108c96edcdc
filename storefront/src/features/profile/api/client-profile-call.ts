import type { ApiCall } from '../../../lib/api-request'

/** The profile's call (./get-client-profile.ts), which /profil also starts early (app/early-page-calls.ts). */
export const clientProfileCall = (clientId: string): ApiCall => ({
  method: 'POST',
  path: '/api/client-management',
  body: { action: 'get', clientId },
})
