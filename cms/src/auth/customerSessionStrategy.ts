import type { AuthStrategy } from 'payload'

import { bearerToken, findActiveSession } from './sessions.ts'

/**
 * Lets Payload know the customer behind `Authorization: Bearer <session token>`, so that access
 * rules (a customer reads only their own records) apply to our endpoints and to Payload's REST.
 * Staff JWTs do not match the token pattern and fall through to Payload's own strategy.
 */
export const customerSessionStrategy: AuthStrategy = {
  name: 'customer-session',
  authenticate: async ({ headers, payload }) => {
    const token = bearerToken(headers)
    if (!token) return { user: null }
    const session = await findActiveSession({ payload }, token)
    if (!session) return { user: null }
    return { user: { ...session.customer, collection: 'customers', _strategy: 'customer-session' } }
  },
}
