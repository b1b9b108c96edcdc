import type { Request, RequestHandler, Response } from 'express'

import { apiError, type ApiErrorBody } from '@shop/domain/api-error'

/** The most a request to one route may send, and the French text of the 413 past it. */
export type BodyLimit = { maxBytes: number; message: string }

/**
 * Bounds every request body while it streams, before any reader (ours, multer, or Payload behind
 * Next, which reads raw bodies itself and so gets no parser in front of it) can buffer it:
 * a declared Content-Length over the limit is refused unread; a chunked body is counted as the
 * socket delivers it, and the first byte past the limit ends the request with a 413 and closes
 * the connection, so that memory stays flat whatever the sender streams.
 */
export function bodyLimit(limitFor: (req: Request) => BodyLimit | null): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req)
    if (!limit) return next()
    if (Number(req.headers['content-length'] ?? 0) > limit.maxBytes) return refuse(req, res, limit)

    let received = 0
    const push = req.push.bind(req)
    // `push` is where Node's HTTP parser hands each body chunk to the request stream: counting
    // here sees every byte without reading the stream, so whoever reads it later still gets it all.
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk !== null && chunk !== undefined) received += (chunk as { length: number }).length
      if (received <= limit.maxBytes) return push(chunk, encoding)
      refuse(req, res, limit)
      return true
    }
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
