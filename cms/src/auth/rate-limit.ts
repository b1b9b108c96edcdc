import type { Payload } from 'payload'

/**
 * Sign-in throttling (spec: 5 failures per e-mail or 20 per address within 15 minutes), counted
 * in PostgreSQL through the `auth-attempts` collection so that all instances share the state.
 */
export const attemptWindowMs = 15 * 60 * 1000

export type Limit = { scope: string; key: string; max: number }

export type Blocked = { retryAfter: number }

async function blockedBy(payload: Payload, limit: Limit, since: Date): Promise<Blocked | null> {
  const where = {
    scope: { equals: limit.scope },
    key: { equals: limit.key },
    createdAt: { greater_than: since.toISOString() },
  }
  const { totalDocs } = await payload.count({ collection: 'auth-attempts', where, overrideAccess: true })
  if (totalDocs < limit.max) return null
  const { docs } = await payload.find({
    collection: 'auth-attempts',
    where,
    sort: 'createdAt',
    limit: totalDocs - limit.max + 1,
    depth: 0,
    overrideAccess: true,
  })
  // The caller may try again once enough of the counted attempts have left the window.
  const freeing = docs[docs.length - 1]
  const freedAt = new Date(freeing?.createdAt ?? Date.now()).getTime() + attemptWindowMs
  return { retryAfter: Math.max(1, Math.ceil((freedAt - Date.now()) / 1000)) }
}

/** The first limit that is exhausted, with the seconds until it frees up. */
export async function checkLimits(payload: Payload, limits: Limit[]): Promise<Blocked | null> {
  const since = new Date(Date.now() - attemptWindowMs)
  for (const limit of limits) {
    const blocked = await blockedBy(payload, limit, since)
    if (blocked) return blocked
  }
  return null
}

export async function recordAttempt(payload: Payload, limits: Limit[]): Promise<void> {
  await Promise.all(
    limits.map((limit) =>
      payload.create({
        collection: 'auth-attempts',
        data: { scope: limit.scope, key: limit.key },
        overrideAccess: true,
      }),
    ),
  )
}

export async function clearAttempts(payload: Payload, limit: Omit<Limit, 'max'>): Promise<void> {
  await payload.delete({
    collection: 'auth-attempts',
    where: { scope: { equals: limit.scope }, key: { equals: limit.key } },
    overrideAccess: true,
  })
}
