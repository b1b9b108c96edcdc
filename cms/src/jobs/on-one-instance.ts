import type { Payload } from 'payload'

/**
 * Runs `work` while holding a session advisory lock, so that of several instances of the shop
 * doing the same work, one does it and the others skip this round (null). The lock belongs to
 * the connection: an instance that dies mid-round lets go of it with its connection.
 */
export async function onOneInstance<T>(payload: Payload, lockKey: number, work: () => Promise<T>): Promise<T | null> {
  const client = await payload.db.pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockKey])
    if (!rows[0]?.locked) return null
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey])
    }
  } finally {
    client.release()
  }
}
