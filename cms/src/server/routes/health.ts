import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

const timeoutMs = 2000

/** `GET /api/health`: 200 when PostgreSQL answers, 503 otherwise. */
function healthHandler(payload: Payload): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      await Promise.race([
        payload.db.pool.query('select 1'),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
      ])
      res.json({ status: 'ok', db: 'ok' })
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'health check: database unreachable' })
      res.status(503).json({ status: 'error', db: 'error' })
    }
  }
}

export function healthRouter(payload: Payload): Router {
  return Router().get('/api/health', healthHandler(payload))
}
