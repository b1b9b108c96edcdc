import type { ApiCall } from '../../../lib/api-request'

/** The session check's call (./check-session.ts), which a customer's page also starts early (app/early-page-calls.ts). */
export const sessionCheckCall: ApiCall = { method: 'GET', path: '/api/client-management', query: { action: 'get_profile' } }
