import { paths } from '../config/paths'
import { sessionCheckCall } from '../features/auth/api/session-check-call'
import { clientOrdersCall } from '../features/orders/api/client-orders-call'
import { clientProfileCall } from '../features/profile/api/client-profile-call'
import type { ApiCall } from '../lib/api-request'
import { startEarlyCall } from '../lib/early-calls'
import { readStoredSession } from '../stores/stored-session'

/**
 * What a customer's page shows first waits on the session check and on its data; both start
 * here, as the page's HTML arrives (src/boot.ts), rather than once the application has loaded,
 * run and loaded the check's own module. The application's same calls take these answers.
 */
const pageCalls: Record<string, (clientId: string | null) => ApiCall[]> = {
  [paths.checkout]: () => [sessionCheckCall],
  [paths.profile]: (clientId) => (clientId ? [sessionCheckCall, clientProfileCall(clientId)] : [sessionCheckCall]),
  [paths.orders]: () => [sessionCheckCall, clientOrdersCall],
}

export function startEarlyPageCalls(pathname: string): void {
  const calls = pageCalls[pathname]
  if (!calls) return
  const session = readStoredSession()
  if (session.status !== 'checking' || session.expiresAt <= Date.now()) return
  for (const call of calls(session.client?.id ?? null)) startEarlyCall(call, session.token)
}
