import type { Payload } from 'payload'

import type { SeedTools } from './seed.ts'

/**
 * A database that has neither staff nor catalogue is a new shop: it gets the seed. Any other
 * database belongs to its staff and is left alone (`npm run seed` still tops it up on request).
 */
export async function seedIfEmpty(payload: Payload, tools: SeedTools): Promise<boolean> {
  const [users, phones] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'phones', overrideAccess: true }),
  ])
  if (users.totalDocs > 0 || phones.totalDocs > 0) return false
  const startedAt = performance.now()
  console.log('Import du catalogue et des contenus…')
  // Loaded only when needed: the data and the image renderer are not part of a warm start.
  const { runSeed } = await import('./seed.ts')
  await runSeed(payload, tools)
  console.log(`Import terminé en ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
  return true
}
