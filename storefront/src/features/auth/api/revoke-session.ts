import { apiClient } from '../../../lib/api-client'

/**
 * The server forgets the token (logout, inactivity). No hook: the session's end
 * (stores/session-actions.ts) calls it outside React. The answer carries nothing to read.
 */
export async function revokeSession(token: string): Promise<void> {
  await apiClient.delete('/api/client-management', { query: { action: 'delete_session' }, token })
}
