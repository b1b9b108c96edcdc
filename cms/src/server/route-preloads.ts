import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { trimTrailingSlashes } from '@shop/domain/paths'

/** Written by the storefront build (storefront/scripts/route-chunks.ts): router path pattern → chunks. */
type RouteChunks = Record<string, { modulepreload: string[]; style: string[] }>

const notFoundPattern = '*'

/** Whether a router pattern (`/telephones/:slug`) matches the path, segment by segment. */
function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/')
  const actual = pathname.split('/')
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  )
}

/**
 * `<link rel="modulepreload">` tags for a page's own chunks (and `preload` for its CSS), inside an
 * inert `<template id="route-preloads">`: the boot script (storefront/src/boot.ts) puts them in
 * the head once the page has painted, beside the application's import, so they neither compete
 * with the style sheet and pictures for the first paint nor wait for the application to run. A
 * path no page matches gets the 404 page's. Empty without the build's map.
 */
export function routePreloads(distDir: string): (pathname: string) => string {
  const mapFile = path.join(distDir, '.route-chunks.json')
  if (!existsSync(mapFile)) return () => ''
  const routes = JSON.parse(readFileSync(mapFile, 'utf8')) as RouteChunks
  const patterns = Object.keys(routes).filter((pattern) => pattern !== notFoundPattern)
  const tags = new Map<string, string>()
  for (const [pattern, chunks] of Object.entries(routes)) {
    const links = [
      ...chunks.modulepreload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...chunks.style.map((file) => `<link rel="preload" as="style" href="/${file}">`),
    ]
    tags.set(pattern, `<template id="route-preloads">${links.join('')}</template>`)
  }
  return (pathname) => {
    const trimmed = trimTrailingSlashes(pathname)
    const pattern = patterns.find((candidate) => matches(candidate, trimmed)) ?? notFoundPattern
    return tags.get(pattern) ?? ''
  }
}
