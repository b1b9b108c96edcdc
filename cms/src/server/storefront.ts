import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import express, { type RequestHandler, Router } from 'express'

import { isStorefrontPath } from '@shop/domain/paths'

import { routePreloads } from './route-preloads.ts'

/**
 * Serves the built storefront: hashed assets cached for a year, everything else revalidated,
 * and the single-page shell for every route (a real 404 status for paths the shop doesn't have),
 * with the page's own chunks preloaded.
 */
export function storefrontRouter(distDir: string, publicDir: string): Router {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`Storefront non construit (${indexFile} manquant) : lancez npm run build.`)
  }
  const [head, tail] = readFileSync(indexFile, 'utf8').split('</head>') as [string, string]
  const preloads = routePreloads(distDir)
  const shells = new Map<string, Buffer>()
  const shellFor = (pathname: string) => {
    const tags = preloads(pathname)
    let shell = shells.get(tags)
    if (!shell) {
      shell = Buffer.from(`${head}${tags}</head>${tail}`)
      shells.set(tags, shell)
    }
    return shell
  }
  const router = Router()

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  )
  router.use(express.static(distDir, { index: false, maxAge: 0 }))
  router.use(express.static(publicDir, { index: false, maxAge: '1h' }))

  const sendShell: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const known = isStorefrontPath(req.path)
    res.status(known ? 200 : 404)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    // Unknown paths show the 404 page: its chunk is the one to preload.
    res.end(req.method === 'HEAD' ? undefined : shellFor(known ? req.path : '/not-found'))
  }
  router.use(sendShell)
  return router
}
