import { gzipSync } from 'node:zlib'

import type { Request, Response } from 'express'

import type { CachedAnswer } from './catalogue-cache.ts'
import { ownBuffer } from '../lib/own-buffer.ts'

/** The answer's body gzipped, compressed the first time it is asked for, not on every request. */
export function gzippedBody(answer: CachedAnswer): Buffer {
  answer.gzipped ??= ownBuffer(gzipSync(answer.body))
  return answer.gzipped
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '')

/**
 * If-None-Match compared weakly, as RFC 9110 asks of a server. Not express's `req.fresh`: it
 * answers 200 to any `Cache-Control: no-cache`, which fetch() adds to every conditional request.
 */
function unchanged(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match']
  if (!header) return false
  return header.trim() === '*' || header.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag))
}

/**
 * Browsers keep the answer but ask again each time; an unchanged one costs a 304. The body is
 * compressed once per cached answer rather than on every request.
 */
export function sendCachedAnswer(req: Request, res: Response, answer: CachedAnswer): void {
  res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
  res.setHeader('ETag', answer.etag)
  res.setHeader('Vary', 'Accept-Encoding')
  if (unchanged(req, answer.etag)) {
    res.status(304).end()
    return
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  if (req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    res.end(answer.body)
    return
  }
  res.setHeader('Content-Encoding', 'gzip')
  res.end(gzippedBody(answer))
}
