import type { ApiCall } from '../../../lib/api-request'

/** The customer's orders' call (./get-client-orders.ts), which /mes-commandes also starts early (app/early-page-calls.ts). */
export const clientOrdersCall: ApiCall = { method: 'GET', path: '/api/get-client-orders' }
