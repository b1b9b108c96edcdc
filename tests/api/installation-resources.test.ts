import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mediaFileMessages } from '@shop/domain/media-files'
import { installationGuide, printableGuide } from '@shop/seed/data/service-pages'

import { adminToken, baseUrl, request } from '../support/api.ts'
import { pdfText } from '../support/pdf-text.ts'
import { streamedPost } from '../support/streamed-request.ts'
import { tinyWebm } from '../support/tiny-webm.ts'

/**
 * /guide-installation's documents and videos are files of the media library: the seed uploads the
 * guide on paper, rendered from the guide's steps; staff upload videos. The files are served
 * whole or by byte ranges (a video starts and seeks without downloading everything).
 */

const mb = 1024 * 1024

type MediaFile = { id: number; url: string; filename: string; mimeType: string; filesize: number }
type Guide = {
  deviceTypes: { id: string; key: string; video?: MediaFile | number | null }[]
  resources: { title: string; description: string; file: MediaFile | null }[]
}

/** The guide as the storefront reads it: published, its files with their documents. */
const publishedGuide = async () => {
  const res = await request<Guide>('/api/globals/installation-guide?depth=1')
  expect(res.status).toBe(200)
  return res.body
}

const download = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${baseUrl()}${url}`, { headers })
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) }
}

/** A file sent to the media library as staff do in the admin. */
async function upload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: `Essai ${name}` }))
  return request<{ doc: MediaFile; errors?: { message: string }[] }>('/api/media', {
    method: 'POST',
    body: form,
    headers: { Authorization: `JWT ${token}` },
  })
}

let token: string
const uploaded: number[] = []

beforeAll(async () => {
  token = await adminToken()
})

afterAll(async () => {
  for (const id of uploaded) await request(`/api/media/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
})

describe('the printable installation guide the seed ships', () => {
  it('is the one resource of the published guide, an uploaded PDF with its real size', async () => {
    const guide = await publishedGuide()
    expect(guide.resources).toHaveLength(1)
    const [resource] = guide.resources
    expect(resource).toMatchObject({ title: printableGuide.title, description: printableGuide.description })
    expect(resource?.file).toMatchObject({ mimeType: 'application/pdf', filename: printableGuide.filename })
    expect(resource?.file?.url).toBe(`/api/media/file/${printableGuide.filename}`)

    const pdf = await download(resource!.file!.url)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('accept-ranges')).toBe('bytes')
    expect(pdf.body.length).toBe(resource?.file?.filesize)
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it("holds every device's guide: its title, each step, the kit, the tips and the mistakes", async () => {
    const [resource] = (await publishedGuide()).resources
    const text = (await pdfText((await download(resource!.file!.url)).body)).replace(/\s+/g, ' ')
    for (const device of installationGuide.deviceTypes) {
      expect(text).toContain(`Installation : ${device.title}`)
      device.steps.forEach((step, index) => expect(text).toContain(`${index + 1}. ${step.title}`))
      for (const row of [...device.steps, ...device.kit, ...device.tips, ...device.mistakes]) expect(text).toContain(row.text)
    }
  })

  it('is served by byte ranges: 206 with the bytes asked for, 416 past its end', async () => {
    const [resource] = (await publishedGuide()).resources
    const whole = await download(resource!.file!.url)
    const size = whole.body.length

    const first = await download(resource!.file!.url, { Range: 'bytes=0-99' })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`)
    expect(first.body.equals(whole.body.subarray(0, 100))).toBe(true)

    const middle = await download(resource!.file!.url, { Range: `bytes=1000-${size - 1}` })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-${size - 1}/${size}`)
    expect(middle.body.equals(whole.body.subarray(1000))).toBe(true)

    const beyond = await download(resource!.file!.url, { Range: `bytes=${size + 10}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`)
  })
})

describe('an installation video staff upload', () => {
  it("plays in a device's guide once published, served by byte ranges", async () => {
    const video = await upload(token, tinyWebm, 'pose-smartphone.webm', 'video/webm')
    expect(video.status).toBe(201)
    uploaded.push(video.body.doc.id)
    expect(video.body.doc).toMatchObject({ mimeType: 'video/webm', filesize: tinyWebm.length })

    const draft = (await request<Guide>('/api/globals/installation-guide?depth=0', { headers: { Authorization: `JWT ${token}` } })).body
    const publish = (deviceTypes: Guide['deviceTypes']) =>
      request('/api/globals/installation-guide', {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...draft, deviceTypes, _status: 'published' }),
      })
    try {
      const withVideo = draft.deviceTypes.map((device) => (device.key === 'smartphones' ? { ...device, video: video.body.doc.id } : device))
      expect((await publish(withVideo)).status).toBe(200)

      const smartphones = (await publishedGuide()).deviceTypes.find((device) => device.key === 'smartphones')
      expect(smartphones?.video).toMatchObject({ id: video.body.doc.id, mimeType: 'video/webm', filesize: tinyWebm.length })
      const url = (smartphones?.video as MediaFile).url
      const part = await download(url, { Range: 'bytes=4-9' })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-type')).toBe('video/webm')
      expect(part.body.equals(tinyWebm.subarray(4, 10))).toBe(true)
    } finally {
      expect((await publish(draft.deviceTypes)).status).toBe(200)
    }
  })

  it("refuses a PDF as a device's video", async () => {
    const draft = (await request<Guide>('/api/globals/installation-guide?depth=0', { headers: { Authorization: `JWT ${token}` } })).body
    const pdfId = (draft.resources[0]?.file as unknown as number) ?? 0
    const res = await request('/api/globals/installation-guide', {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...draft,
        deviceTypes: draft.deviceTypes.map((device) => ({ ...device, video: pdfId })),
        _status: 'published',
      }),
    })
    expect(res.status).toBe(400)
    expect((await publishedGuide()).deviceTypes.every((device) => !device.video)).toBe(true)
  })
})

describe('the media library bounds each kind of file', () => {
  it('takes a staff member’s video larger than a picture may be', async () => {
    const video = await upload(token, Buffer.concat([tinyWebm, Buffer.alloc(11 * mb)]), 'longue.webm', 'video/webm')
    expect(video.status).toBe(201)
    uploaded.push(video.body.doc.id)
  })

  it('refuses a PDF over its own limit in French', async () => {
    const res = await upload(token, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(21 * mb)]), 'enorme.pdf', 'application/pdf')
    expect(res.status).toBe(413)
    expect(res.body.errors?.[0]?.message).toBe(mediaFileMessages.tooLarge('document'))
  })

  it("keeps a picture's limit for anyone else, before reading the body", async () => {
    const res = await streamedPost('/api/media', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      totalBytes: 0,
      contentLength: 11 * mb,
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ success: false, error: 'La requête est trop volumineuse.' })
    expect(res.sentTotal).toBe(0)
  })
})
