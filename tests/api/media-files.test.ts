import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { messages } from '@shop/domain/messages'

import { baseUrl, sql } from '../support/api.ts'

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${url}`, { headers })

describe('GET /api/media/file/:name: the media library’s files, from its folder', () => {
  it('serves a catalogue picture without Payload’s route: its type, a day in caches, 304 once kept', async () => {
    const [picture] = await sql<{ filename: string; filesize: number }>(
      "select filename, filesize from media where mime_type = 'image/webp' order by id limit 1",
    )
    const res = await get(`/api/media/file/${picture!.filename}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
    expect((await res.arrayBuffer()).byteLength).toBe(Number(picture!.filesize))
    // Next's answers vary on its router headers: this one never went through it.
    expect(res.headers.get('vary') ?? '').not.toMatch(/rsc/i)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const etag = res.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    // As a browser asks once its day is over (fetch() would add `no-cache`, which asks for the body).
    expect((await get(`/api/media/file/${picture!.filename}`, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' })).status).toBe(304)
  })

  it('serves nothing outside the folder, and a missing file is Payload’s French 404', async () => {
    const secret = `secret-${randomBytes(6).toString('hex')}`
    const probe = path.join(inject('dataDir'), `${secret}.txt`)
    await writeFile(probe, secret)
    try {
      for (const attempt of [`..%2F${secret}.txt`, `%2e%2e%2F${secret}.txt`, `..%5C${secret}.txt`]) {
        const res = await get(`/api/media/file/${attempt}`)
        expect(res.status, attempt).not.toBe(200)
        expect(await res.text(), attempt).not.toContain(secret)
      }
    } finally {
      await rm(probe, { force: true })
    }
    const missing = await get('/api/media/file/absente.webp')
    expect(missing.status).toBe(404)
    expect(JSON.stringify(await missing.json())).toContain(messages.api.notFound)
  })
})
