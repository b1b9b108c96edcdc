import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks'

import type { RequestHandler } from 'express'
import onHeaders from 'on-headers'
import pg from 'pg'

/** What one API request spent, in milliseconds of wall time, by kind. */
type Tally = {
  startedAt: number
  statements: number
  /** From sending each statement to its answer, added up (statements of a request do not overlap). */
  sqlMs: number
  /** Waiting for one of the pool's connections: the pool is too small for the load when this grows. */
  poolMs: number
  /** Named steps (timedStep), such as the payment provider's call. */
  steps: Map<string, number>
}

const current = new AsyncLocalStorage<Tally>()
let patched = false

type Callback = (...results: unknown[]) => void

/**
 * Runs `call` with its node-style callback (the last argument, when it is a function) or promise
 * timed: node-postgres answers the pool's own calls through callbacks, a caller's through promises.
 */
function timeCall(args: unknown[], call: (args: unknown[]) => unknown, done: (ms: number) => void): unknown {
  const startedAt = performance.now()
  const last = args.at(-1)
  if (typeof last === 'function') {
    const callback = last as Callback
    return call([
      ...args.slice(0, -1),
      (...results: unknown[]) => {
        done(performance.now() - startedAt)
        callback(...results)
      },
    ])
  }
  const result = call(args)
  if (result instanceof Promise) void result.finally(() => done(performance.now() - startedAt)).catch(() => undefined)
  return result
}

/**
 * Wraps node-postgres' two entry points: every statement (pool queries and transactions alike) goes
 * through Client#query, every connection taken through Pool#connect.
 */
function followPostgres(): void {
  if (patched) return
  patched = true
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
    const tally = current.getStore()
    if (!tally) return query.apply(this, args)
    tally.statements++
    return timeCall(
      args,
      (timed) => query.apply(this, timed),
      (ms) => (tally.sqlMs += ms),
    )
  } as typeof pg.Client.prototype.query
  const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown
  pg.Pool.prototype.connect = function timedConnect(this: pg.Pool, ...args: unknown[]) {
    // A waiting caller is handed its connection from whichever request released one: bound, its
    // callback goes on in its own context, whose statements are then counted as its own. Background
    // work too (the job queues' polls, through Pool#query's callbacks): unbound, a poll that waited
    // during a burst of checkouts added its statements to the checkout that released its connection.
    const bound = args.map((arg) => (typeof arg === 'function' ? AsyncResource.bind(arg as Callback) : arg))
    const tally = current.getStore()
    if (!tally) return connect.apply(this, bound)
    return timeCall(
      bound,
      (timed) => connect.apply(this, timed),
      (ms) => (tally.poolMs += ms),
    )
  } as typeof pg.Pool.prototype.connect
}

/** `work`, its duration added to the request's `name` step when Server-Timing is on. */
export async function timedStep<T>(name: string, work: () => Promise<T>): Promise<T> {
  const tally = current.getStore()
  if (!tally) return work()
  const startedAt = performance.now()
  try {
    return await work()
  } finally {
    tally.steps.set(name, (tally.steps.get(name) ?? 0) + performance.now() - startedAt)
  }
}

function headerOf(tally: Tally): string {
  const metrics = [
    `sql;desc="${tally.statements}";dur=${tally.sqlMs.toFixed(1)}`,
    `pool;dur=${tally.poolMs.toFixed(1)}`,
    ...[...tally.steps].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`),
    `total;dur=${(performance.now() - tally.startedAt).toFixed(1)}`,
  ]
  return metrics.join(', ')
}

/**
 * Where each API answer's time went, in `Server-Timing` (shown by the browser's developer tools and
 * read by the bench): its SQL statements (`sql`, their number in desc), the wait for a database
 * connection (`pool`), named steps such as the payment provider's call, and the whole (`total`, up
 * to the headers). With SERVER_TIMING=1, outside production: it is how a developer sees that a
 * route's query count does not grow with its input, or where a slow checkout waited. Off by
 * default: following every async step of every request has a cost.
 */
export function serverTiming(enabled: boolean): RequestHandler {
  if (enabled) followPostgres()
  return (req, res, next) => {
    if (!enabled || !req.path.startsWith('/api/')) return next()
    const tally: Tally = { startedAt: performance.now(), statements: 0, sqlMs: 0, poolMs: 0, steps: new Map() }
    onHeaders(res, () => res.appendHeader('Server-Timing', headerOf(tally)))
    current.run(tally, next)
  }
}
