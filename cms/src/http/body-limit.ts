import type { Request, RequestHandler, Response } from 'express'

import { apiError, type ApiErrorBody } from '@shop/domain/api-error'

/** The most a request to one route may send, and the French text of the 413 past it. */
export type BodyLimit = { maxBytes: number; message: string }

/** What a request has sent so far, against the limit it is held to now. */
type Counted = { received: number; limit: BodyLimit; declared: boolean }

const counts = new WeakMap<Request, Counted>()

const overLimit = (req: Request, counted: Counted) =>
  Number(req.headers['content-length'] ?? 0) > counted.limit.maxBytes || counted.received > counted.limit.maxBytes

/**
 * Counts the request's body as the socket delivers it: `push` is where Node's HTTP parser hands
 * each chunk to the request stream, so counting there sees every byte without reading the
 * stream, and whoever reads it later still gets it all. The first byte past the limit in force
 * ends the request with a 413 and closes the connection.
 */
function countBody(req: Request, res: Response, limit: BodyLimit): Counted {
  const counted: Counted = { received: 0, limit, declared: false }
  counts.set(req, counted)
  const push = req.push.bind(req)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk !== null && chunk !== undefined) counted.received += (chunk as { length: number }).length
    if (counted.received <= counted.limit.maxBytes) return push(chunk, encoding)
    refuse(req, res, counted.limit)
    return true
  }
  return counted
}

/**
 * Counts every body under /api from its first byte, before any reader (ours, multer, or Payload
 * behind Next, which reads raw bodies itself and so gets no parser in front of it) can buffer it;
 * each route then holds it to the bound it declares (routeBodyLimit), which sees what came
 * before. A body no route reads is never buffered: the socket waits, then the answer closes it.
 */
export function countApiBodies(): RequestHandler {
  const unbounded: BodyLimit = { maxBytes: Number.POSITIVE_INFINITY, message: '' }
  return (req, res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) countBody(req, res, unbounded)
    next()
  }
}

/**
 * A route's own bound, declared where the route reads its body (http/body-readers.ts puts one in
 * front of each reader), so that memory stays flat whatever the sender streams: a declared
 * Content-Length over it is refused unread, a streamed body is cut at the first byte past it, and
 * what was received already counts. The first bound a route declares holds, so that a reader
 * behind a larger declared bound (a claim's photos) keeps it.
 */
export function routeBodyLimit(limitFor: BodyLimit | ((req: Request) => BodyLimit)): RequestHandler {
  return (req, res, next) => {
    const counted = counts.get(req)
    if (counted?.declared) return next()
    const limit = typeof limitFor === 'function' ? limitFor(req) : limitFor
    const current = counted ?? countBody(req, res, limit)
    current.limit = limit
    current.declared = true
    if (overLimit(req, current)) return refuse(req, res, limit)
    next()
  }
}

/** What a refused body may still send, read and dropped, and how long, before the connection is cut. */
const lingerBytes = 1024 * 1024
const lingerMs = 2000

function refuse(req: Request, res: Response, limit: BodyLimit): void {
  refuseBody(req, res, 413, apiError(limit.message))
}

/**
 * Answers a request whose body will not be read to its end (over its limit, or a file refused
 * while it streams), then stops reading it and closes the connection, so that the sender cannot
 * keep the server busy with the rest.
 */
export function refuseBody(req: Request, res: Response, status: number, body: ApiErrorBody): void {
  const socket = req.socket
  let dropped = 0
  // Nothing more reaches the reader (which fails once the connection closes). What still
  // arrives is dropped; past a bound reading stops, and a sender still pushing is held back by
  // TCP until the connection closes, yet can read the answer meanwhile.
  req.push = (chunk: unknown) => {
    dropped += (chunk as { length?: number } | null)?.length ?? 0
    return dropped <= lingerBytes
  }
  // Closing at once while the client still sends would reset the connection before it reads
  // the answer: half-close, then cut it a moment later.
  const close = () => {
    socket.end()
    setTimeout(() => socket.destroy(), lingerMs).unref()
  }
  if (res.headersSent) return close()
  // With `Connection: close`, Node closes the socket as soon as the answer is written (`destroySoon`).
  socket.destroySoon = close
  res.status(status).set({ Connection: 'close', 'Cache-Control': 'no-store' }).json(body)
}
