import compression from 'compression'
import { type RequestHandler, Router } from 'express'
import type { Payload } from 'payload'

import { indexablePaths, phonePath, privatePaths } from '@shop/domain/paths'

import { catalogueCache } from '../../catalogue-reads/catalogue-cache.ts'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] as string)

/** GET /sitemap.xml: every public page and every published phone's own page. */
function sitemapHandler(payload: Payload, publicUrl: string): RequestHandler {
  return async (_req, res) => {
    const phones = await catalogueCache.getCategory(payload, 'phones')
    const urls = [...indexablePaths, ...[...phones.bySlug.keys()].map(phonePath)]
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((path) => `  <url><loc>${escapeXml(new URL(path, publicUrl).href)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n')
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.type('application/xml').send(body)
  }
}

/** GET /robots.txt: everything public may be crawled; the admin, the API and private pages not. */
function robotsHandler(publicUrl: string): RequestHandler {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n')
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.type('text/plain').send(body)
  }
}

export function sitemapRouter(payload: Payload, publicUrl: string): Router {
  return Router().get('/sitemap.xml', compression(), sitemapHandler(payload, publicUrl)).get('/robots.txt', robotsHandler(publicUrl))
}
