import { AsyncLocalStorage } from 'node:async_hooks'

import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'
import pg from 'pg'

type Tally = { queries: number; ms: number }

const current = new AsyncLocalStorage<Tally>()
let patched = false

/**
 * Counts the SQL statements each API request sends and the time they take, by wrapping
 * node-postgres' one entry point (every pool query and transaction statement goes through it).
 * The tally is answered in `Server-Timing: sql;desc="<statements>";dur=<ms>` (shown by the
 * browser's developer tools) when SQL_TIMING=1, outside production: it is how a developer sees that
 * a route's query count does not grow with its input. Off by default: following every async step
 * of every request has a cost.
 */
function countQueries(): void {
  if (patched) return
  patched = true
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const tally = current.getStore()
    if (!tally) return query.apply(this, args)
    tally.queries++
    const startedAt = performance.now()
    const result = query.apply(this, args)
    if (result instanceof Promise) void result.finally(() => (tally.ms += performance.now() - startedAt)).catch(() => undefined)
    return result
  } as typeof pg.Client.prototype.query
}

export function sqlTiming(enabled: boolean): RequestHandler {
  if (enabled) countQueries()
  return (req, res, next) => {
    if (!enabled || !req.path.startsWith('/api/')) return next()
    const tally: Tally = { queries: 0, ms: 0 }
    onHeaders(res, () => res.appendHeader('Server-Timing', `sql;desc="${tally.queries}";dur=${tally.ms.toFixed(1)}`))
    current.run(tally, next)
  }
}
