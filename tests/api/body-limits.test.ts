import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { uniqueClientIp } from '@shop/seed/factories'

import { adminToken, request, sql } from '../support/api.ts'
import { hugePng } from '../support/huge-png.ts'
import { floodFor, readBound, streamedPost } from '../support/streamed-request.ts'

const mb = 1024 * 1024
const tooLarge = { success: false, error: 'La requête est trop volumineuse.' }
const photoTooLarge = { success: false, error: 'Le fichier est trop volumineux. Taille maximum: 10MB' }
const tooManyPixels = "L'image est trop grande. Taille maximum : 40 mégapixels"

/** The largest limit of the endpoints flooded here: a photo upload's 10 MB. */
const photoLimit = 10 * mb
const flood = floodFor(photoLimit)

const json = (ip = uniqueClientIp()) => ({ 'Content-Type': 'application/json', 'X-Forwarded-For': ip })

function multipartHead(boundary: string, name = 'photo.png'): Buffer {
  return Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`)
}

async function stillServing() {
  const health = await request('/api/health')
  expect(health.status).toBe(200)
}

describe('request bodies are bounded while they stream', () => {
  it.each([
    ['one of our JSON endpoints', '/api/auth-validation', tooLarge],
    ["Payload's REST write", '/api/phones', tooLarge],
    ["Payload's staff login", '/api/users/login', tooLarge],
  ])('%s refuses an endless chunked body with a French 413 and stops reading it', async (_name, path, envelope) => {
    const res = await streamedPost(path, { headers: json(), totalBytes: flood })
    expect(res.status).toBe(413)
    expect(res.body).toEqual(envelope)
    expect(res.headers.connection).toBe('close')
    // The answer comes once the limit is passed, not after the whole body; then the server
    // closes the connection instead of reading (or draining) the rest.
    expect(res.sentBeforeAnswer).toBeLessThan(readBound(mb))
    expect(res.sentTotal).toBeLessThan(flood / 2)
    await stillServing()
  })

  it('the photo upload refuses an endless chunked file in French and stops reading it', async () => {
    const boundary = 'limite-de-test'
    const res = await streamedPost('/api/customer-photos', {
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Forwarded-For': uniqueClientIp() },
      head: multipartHead(boundary),
      totalBytes: flood,
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual(photoTooLarge)
    expect(res.sentBeforeAnswer).toBeLessThan(readBound(photoLimit))
    expect(res.sentTotal).toBeLessThan(flood / 2)
    await stillServing()
  })

  it.each([
    ['/api/auth-validation', 100 * mb, tooLarge],
    ['/api/cart/quote', 100 * mb, tooLarge],
    ['/api/phones', 100 * mb, tooLarge],
    ['/api/customer-photos', 100 * mb, photoTooLarge],
    ['/api/media', 100 * mb, tooLarge],
  ])('%s refuses a declared Content-Length of %i bytes at once, before any byte is sent', async (path, contentLength, envelope) => {
    const res = await streamedPost(path, { headers: json(), totalBytes: 0, contentLength })
    expect(res.status).toBe(413)
    expect(res.body).toEqual(envelope)
    expect(res.sentTotal).toBe(0)
  })

  it('still takes bodies within the limits', async () => {
    const res = await request('/api/auth-validation', {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ action: 'reset_password', email: `limite.${Date.now()}@exemple.test`, pad: 'x'.repeat(60 * 1024) }),
    })
    expect(res.status).toBe(200)
  })
})

describe('images are bounded in pixels before they are decoded', () => {
  const huge = hugePng(16000, 16000)

  it('refuses a 16000 × 16000 PNG photo (a few KB on the wire) with a French 413, storing nothing', async () => {
    expect(huge.length).toBeLessThan(100 * 1024)
    const before = (await sql('select count(*)::int as n from customer_photos'))[0].n
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(huge)], { type: 'image/png' }), 'immense.png')
    const res = await request('/api/customer-photos', { method: 'POST', body: form, headers: { 'X-Forwarded-For': uniqueClientIp() } })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ success: false, error: tooManyPixels })
    expect((await sql('select count(*)::int as n from customer_photos'))[0].n).toBe(before)
  })

  it("refuses it in Payload's media collection too, and still takes a normal image", async () => {
    const token = await adminToken()
    const upload = (file: Buffer) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'image.png')
      form.append('_payload', JSON.stringify({ alt: 'Image de test' }))
      return request('/api/media', { method: 'POST', body: form, headers: { Authorization: `JWT ${token}` } })
    }
    const res = await upload(huge)
    expect(res.status).toBe(413)
    expect(res.body.errors[0].message).toBe(tooManyPixels)

    const normal = await upload(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    )
    expect(normal.status).toBe(201)
    await request(`/api/media/${normal.body.doc.id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
  })
})
