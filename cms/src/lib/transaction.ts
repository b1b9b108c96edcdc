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
