import { existsSync } from 'node:fs'
import path from 'node:path'

import express, { type RequestHandler } from 'express'
import type { Payload } from 'payload'
import { parse } from 'qs-esm'

import { messages } from '@shop/domain/messages'
import { isRowId } from '@shop/domain/row-id'

import { HttpError } from '../http/http-error.ts'
import { jsonBodyMaxBytes } from '../http/body-readers.ts'
import { whereProblem } from './rest-where.ts'

const maxLimit = 1000

function isIntegerIn(value: unknown, min: number, max: number): boolean {
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return false
  const number = Number(value)
  return number >= min && number <= max
}

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** First literal segment of every route Payload declares under a collection (`versions`, `me`…). */
function literalSegments(payload: Payload, slug: string): Set<string> {
  const endpoints = payload.collections[slug as 'phones']?.config.endpoints || []
  const segments = endpoints.map((endpoint) => endpoint.path.split('/')[1] ?? '')
  return new Set(segments.filter((segment) => segment !== '' && !segment.startsWith(':')))
}

/** Payload answers a POST carrying either header with `GET` as that GET (its admin sends long queries so). */
const methodOverrideHeaders = ['x-payload-http-method-override', 'x-http-method-override']

/** A read's query sent as a body, read whole (the admin's longest is a list of ids). */
const queryBody = express.text({ type: 'application/x-www-form-urlencoded', limit: jsonBodyMaxBytes })

/**
 * A POST that Payload would answer as a GET becomes that GET here, its urlencoded body the query
 * after the address's own: the guard then checks it as it checks any read, and a body can no
 * longer carry past it what an address may not (`limit=0`, a `where` that is not JSON). Payload
 * reads no other body as a query (a JSON one it drops): such a request is refused, not half read.
 */
const overriddenRead: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || !methodOverrideHeaders.some((name) => req.headers[name] === 'GET')) return next()
  const urlencoded = req.is('application/x-www-form-urlencoded')
  if (urlencoded === false) return next(new HttpError(400, messages.api.invalidQuery, { details: [messages.api.overrideBody] }))
  queryBody(req, res, (error?: unknown) => {
    if (error) return next(error)
    // A '#' would end the address Payload parses, and hide from it the rest the guard reads.
    const bodyQuery = typeof req.body === 'string' ? req.body.replaceAll('#', '%23') : ''
    const [path = '', ownQuery = ''] = req.url.split(/\?(.*)/s)
    const query = [ownQuery, bodyQuery].filter(Boolean).join('&')
    req.method = 'GET'
    req.url = query ? `${path}?${query}` : path
    req.originalUrl = `${req.baseUrl}${req.url}`
    for (const name of [...methodOverrideHeaders, 'content-type', 'content-length', 'transfer-encoding']) delete req.headers[name]
    next()
  })
}

/**
 * Payload's REST turns some malformed requests into 500s (a `where` that is not JSON, a text
 * id on an integer key, a geo operator, a missing upload file) and a 501 for a collection without
 * routes. This guard, in front of it, answers them with a French 4xx in our error envelope;
 * everything valid passes untouched. It also keeps reads to pages of a bounded size, whether
 * their query comes in the address or in the body of an overridden POST (above).
 */
export function restQueryGuard(payload: Payload): RequestHandler[] {
  const maxDepth = payload.config.maxDepth
  const routesByCollection = new Map(Object.keys(payload.collections).map((slug) => [slug, literalSegments(payload, slug)]))

  const guard: RequestHandler = (req, _res, next) => {
    const refuse = (status: number, error: string, details?: string[]) => next(new HttpError(status, error, { details }))
    const [collection, second, third] = req.path.split('/').filter(Boolean)
    const routes = collection ? routesByCollection.get(collection) : undefined

    // A collection without REST routes (`payload-migrations`) gets a 501 from Payload: nothing is there.
    if (collection && payload.collections[collection as 'phones']?.config.endpoints === false) {
      return refuse(404, messages.api.notFound)
    }
    if (routes && second && (/^\d+$/.test(second) ? !isRowId(second) : !routes.has(second))) {
      return refuse(404, messages.api.notFound)
    }
    // In a bucket, a missing object is the adapter's own 404; on disk, Payload would answer 500.
    const upload = collection ? payload.collections[collection as 'media']?.config.upload : undefined
    const uploadDir = upload && !upload.disableLocalStorage ? upload.staticDir : undefined
    if (uploadDir && second === 'file' && third) {
      const file = path.join(uploadDir, path.basename(third))
      if (!existsSync(file)) return refuse(404, messages.api.notFound)
    }

    const rawQuery = req.originalUrl.split('?')[1]
    if (!rawQuery) return next()
    const query = parse(rawQuery, { depth: 10, arrayLimit: 100 }) as Record<string, unknown>
    const problems: string[] = []
    // A read gets pages of at most maxLimit: `limit=0` and `pagination=false` would answer every
    // document at once, uncached. Payload's admin sends `limit=0` only with its bulk writes.
    const reads = req.method === 'GET' || req.method === 'HEAD'
    if ('limit' in query && !isIntegerIn(query.limit, reads ? 1 : 0, maxLimit)) problems.push(messages.api.invalidLimit)
    if (reads && 'pagination' in query && query.pagination !== 'true') problems.push(messages.api.invalidPagination)
    if ('page' in query && !isIntegerIn(query.page, 1, 1_000_000)) problems.push(messages.api.invalidPage)
    if ('depth' in query && !isIntegerIn(query.depth, 0, maxDepth)) problems.push(messages.api.invalidDepth)
    if ('data' in query && parsedJson(query.data) === undefined) problems.push(messages.api.invalidQuery)
    if ('where' in query) {
      const fields = routes ? (payload.collections[collection as 'phones']?.config.flattenedFields ?? []) : []
      const problem = whereProblem(parsedJson(query.where), fields)
      if (problem) problems.push(`${messages.api.invalidWhere} (${problem})`)
    }
    if (problems.length > 0) return refuse(400, messages.api.invalidQuery, problems)
    next()
  }
  return [overriddenRead, guard]
}
