import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import express, { type RequestHandler, Router } from 'express'

import { isStorefrontPath } from '@shop/domain/paths'

/**
 * Serves the built storefront: hashed assets cached for a year, everything else revalidated,
 * and the single-page shell for every route (a real 404 status for paths the shop doesn't have).
 */
export function storefrontRouter(distDir: string, publicDir: string): Router {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`Storefront non construit (${indexFile} manquant) : lancez npm run build.`)
  }
  const shell = readFileSync(indexFile)
  const router = Router()

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  )
  router.use(express.static(distDir, { index: false, maxAge: 0 }))
  router.use(express.static(publicDir, { index: false, maxAge: '1h' }))

  const sendShell: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    res.status(isStorefrontPath(req.path) ? 200 : 404)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(req.method === 'HEAD' ? undefined : shell)
  }
  router.use(sendShell)
  return router
}
