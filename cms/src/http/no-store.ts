import type { RequestHandler } from 'express'

/** An answer about one person or one action: kept by no browser or proxy, refusals included. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store')
  next()
}
