import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import express, { type RequestHandler, Router } from 'express'

import {
  isStorefrontPath,
  notFoundPrerenderPath,
  phoneSlugFromPath,
  prerenderedFile,
  prerenderedPaths,
  trimTrailingSlashes,
} from '@shop/domain/paths'

import { routePreloads } from '../route-preloads.ts'

/** An HTML page split where the page's preload tags go. */
type HtmlParts = { head: string; tail: string }

function splitDocument(file: string): HtmlParts {
  const [head, tail] = readFileSync(file, 'utf8').split('</head>') as [string, string]
  return { head, tail }
}

/** The pages the storefront build pre-rendered (storefront/scripts/build.ts), by path. */
function prerenderedDocuments(distDir: string): Map<string, HtmlParts> {
  const documents = new Map<string, HtmlParts>()
  for (const pathname of prerenderedPaths) {
    const file = path.join(distDir, '.prerendered', prerenderedFile(pathname))
    if (existsSync(file)) documents.set(pathname, splitDocument(file))
  }
  return documents
}

type StorefrontOptions = {
  distDir: string
  publicDir: string
  /** Whether a published phone has this slug: a phone page without one is a 404. */
  phoneExists: (slug: string) => Promise<boolean>
}

/**
 * Serves the built storefront: hashed assets cached for a year, everything else revalidated.
 * A public page asked without query string gets its pre-rendered HTML (painted before the
 * JavaScript runs, then hydrated); other routes get the single-page shell, filters in the query
 * being the browser's to apply. Unknown paths get the 404 page with a real 404 status. Each
 * answer preloads the page's own chunks. A phone page whose phone does not exist is answered 404
 * (the browser shows the 404 page once the catalogue says so).
 */
export function storefrontRouter({ distDir, publicDir, phoneExists }: StorefrontOptions): Router {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`Storefront non construit (${indexFile} manquant) : lancez npm run build.`)
  }
  const shell = splitDocument(indexFile)
  const prerendered = prerenderedDocuments(distDir)
  const preloads = routePreloads(distDir)
  const answers = new Map<string, Buffer>()

  /** The document for a request, built once per page and kept. */
  const answerFor = (pathname: string, hasQuery: boolean, known: boolean): Buffer => {
    const page = known ? trimTrailingSlashes(pathname) : notFoundPrerenderPath
    const document = (known && hasQuery ? undefined : prerendered.get(page)) ?? shell
    const tags = preloads(known ? pathname : '/not-found')
    const key = `${document === shell ? '' : page}\n${tags}`
    let answer = answers.get(key)
    if (!answer) {
      answer = Buffer.from(`${document.head}${tags}</head>${document.tail}`)
      answers.set(key, answer)
    }
    return answer
  }
  const router = Router()

  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }))
  router.use(express.static(distDir, { index: false, maxAge: 0 }))
  router.use(express.static(publicDir, { index: false, maxAge: '1h' }))

  /** A page the catalogue cannot vouch for (database away) is served as found: the page will tell. */
  const pageFound = async (pathname: string): Promise<boolean> => {
    const slug = phoneSlugFromPath(pathname)
    return slug === null || (await phoneExists(slug).catch(() => true))
  }

  const sendPage: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const known = isStorefrontPath(req.path)
    const found = known && (await pageFound(req.path))
    const hasQuery = req.originalUrl.includes('?')
    res.status(found ? 200 : 404)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(req.method === 'HEAD' ? undefined : answerFor(req.path, hasQuery, known))
  }
  router.use(sendPage)
  return router
}
