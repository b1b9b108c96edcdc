import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs a multi-step write in the request's transaction: every Local API call inside must get
 * `req`, so that a failing step rolls back the ones before it. Joins a transaction already open.
 */
export async function inTransaction<T>(req: PayloadRequest, write: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await write()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/**
 * The drizzle handle of the request's transaction, for the rare write the Local API cannot say
 * atomically (db-postgres keeps one session per transaction id, as its own operations read it).
 */
export async function transactionDb(req: PayloadRequest): Promise<PayloadRequest['payload']['db']['drizzle']> {
  const { db } = req.payload
  const id = req.transactionID ? await req.transactionID : undefined
  const session = id === undefined ? undefined : db.sessions?.[id]
  return (session?.db as typeof db.drizzle | undefined) ?? db.drizzle
}
