import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import express, { type RequestHandler, Router } from 'express'

import {
  isStorefrontPath,
  notFoundPrerenderPath,
  phoneSlugFromPath,
  prerenderedFile,
  prerenderedPaths,
  trimTrailingSlashes,
} from '@shop/domain/paths'
import type { PageQuery } from '@shop/domain/page-queries'

import type { CachedAnswer } from '../../catalogue-reads/catalogue-cache.ts'
import type { RenderWithAnswers } from '../../catalogue-reads/page-documents.ts'
import { gzippedBody } from '../../catalogue-reads/send-cached-answer.ts'
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

/** storefront/src/entry-server.tsx, as the storefront build leaves it in dist/.server/. */
type ServerRender = {
  /** What the page's route declares it paints with (storefront/src/app/page-routes.ts). */
  pageDataNeeds: (pathname: string) => PageQuery[]
  renderDocument: (shell: string, pathname: string, options: { origin: string; answers: readonly unknown[] }) => Promise<string>
}

type StorefrontOptions = {
  distDir: string
  publicDir: string
  /** The shop's public origin, for the absolute links in a rendered page's head. */
  origin: string
  /** Whether a published phone has this slug: a phone page without one is a 404. */
  phoneExists: (slug: string) => Promise<boolean>
  /** A catalogue page's document with its data, kept with the catalogue cache (page-documents.ts). */
  catalogueDocument: (pathname: string, needs: PageQuery[], render: RenderWithAnswers) => Promise<CachedAnswer>
  onRenderError: (error: unknown, pathname: string) => void
}

/**
 * Serves the built storefront: hashed assets cached for a year, everything else revalidated.
 * A catalogue page (a phone's page, a category's first screen) asked without query string is
 * rendered here with its models and prices from the catalogue cache; another public page gets
 * the HTML pre-rendered at build time. Both paint before the JavaScript runs, which then hydrates
 * them. Other routes get the single-page shell, filters in the query being the browser's to
 * apply. Unknown paths and phones the catalogue does not have get the 404 page with a real 404
 * status. Each answer preloads the page's own chunks.
 */
export function storefrontRouter({ distDir, publicDir, origin, phoneExists, catalogueDocument, onRenderError }: StorefrontOptions): Router {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    throw new Error(`Storefront non construit (${indexFile} manquant) : lancez npm run build.`)
  }
  const shell = splitDocument(indexFile)
  const shellText = readFileSync(indexFile, 'utf8')
  const serverRenderFile = path.join(distDir, '.server', 'entry-server.js')
  if (!existsSync(serverRenderFile)) {
    throw new Error(`Storefront non construit (${serverRenderFile} manquant) : lancez npm run build.`)
  }
  const serverRender = import(pathToFileURL(serverRenderFile).href) as Promise<ServerRender>
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

  /** The page with its catalogue data, or null when it has none or cannot be rendered now. */
  const renderedPage = async (pathname: string): Promise<CachedAnswer | null> => {
    const page = trimTrailingSlashes(pathname)
    try {
      const { renderDocument, pageDataNeeds } = await serverRender
      const needs = pageDataNeeds(page)
      if (needs.length === 0) return null
      const document = await catalogueDocument(page, needs, async (answers) => {
        const html = await renderDocument(shellText, page, { origin, answers })
        return html.replace('</head>', () => `${preloads(page)}</head>`)
      })
      return document
    } catch (error) {
      // The database away, say: the shell still loads, and the page tells the visitor.
      onRenderError(error, page)
      return null
    }
  }

  const sendPage: RequestHandler = async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const known = isStorefrontPath(req.path)
    const found = known && (await pageFound(req.path))
    const hasQuery = req.originalUrl.includes('?')
    const rendered = known && !hasQuery ? await renderedPage(req.path) : null
    res.status(found ? 200 : 404)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    if (rendered && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Vary', 'Accept-Encoding')
      res.end(req.method === 'HEAD' ? undefined : gzippedBody(rendered))
      return
    }
    res.end(req.method === 'HEAD' ? undefined : (rendered?.body ?? answerFor(req.path, hasQuery, known)))
  }
  router.use(sendPage)
  return router
}
