import { createHash } from 'node:crypto'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { orderMessages } from '@shop/domain/orders'
import { uniqueClientIp, uniqueSuffix } from '@shop/seed/factories'

import { adminToken, authHeaders, request, sql } from '../support/api.ts'
import { checkoutBody, createPayment, publishedSlug } from '../support/checkout.ts'
import { signedInCustomer } from '../support/customers.ts'

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#0c6c80' } })
    .png()
    .toBuffer()
const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer()

function upload(
  file: Buffer,
  { name = 'photo.png', type = 'image/png', purpose, token }: { name?: string; type?: string; purpose?: string; token?: string } = {},
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  if (purpose) form.append('purpose', purpose)
  return request('/api/customer-photos', {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': uniqueClientIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })
}

/** A phone with the printed back, its photo named by `photoId`, ordered by `caller` (a session token) or anonymously. */
async function orderPhoto(photoId: string | number, caller?: string) {
  const line = {
    category: 'telephone',
    productId: await publishedSlug('phones'),
    protection: 'hd-tpu',
    back: 'integral-photo',
    photoId,
    quantity: 1,
  }
  return createPayment(checkoutBody([line]), caller)
}

const orderedPhoto = async (orderId: string) =>
  (await sql('select photo_id from orders_lines where _parent_id = $1', [Number(orderId)]))[0].photo_id as number

const photoCount = async () => (await sql('select count(*)::int as n from customer_photos'))[0].n as number

describe('POST /api/customer-photos', () => {
  it('stores a PNG for the signed-in customer and keeps it private', async () => {
    const customer = await signedInCustomer()
    const res = await upload(await png(), { token: customer.token })
    expect(res.status).toBe(201)
    const [row] = await sql('select purpose, customer_id, mime_type, width::int as width, filename from customer_photos where id = $1', [
      Number(res.body.photo.id),
    ])
    expect(row).toMatchObject({ purpose: 'device', customer_id: Number(customer.client.id), mime_type: 'image/png', width: 64 })

    expect((await request(`/api/customer-photos/${res.body.photo.id}`)).status).toBe(403)
    expect((await request(`/api/customer-photos/file/${row.filename}`)).status).toBe(403)
    const staff = await request(`/api/customer-photos/file/${row.filename}`, authHeaders(await adminToken()))
    expect(staff.status).toBe(200)
  })

  it('takes a JPEG from an anonymous visitor, for the console page', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
    const res = await upload(jpeg, { name: 'manette.jpg', type: 'image/jpeg', purpose: 'console' })
    expect(res.status).toBe(201)
    const [row] = await sql('select purpose, customer_id from customer_photos where id = $1', [Number(res.body.photo.id)])
    expect(row).toEqual({ purpose: 'console', customer_id: null })
  })

  it('answers each upload an unguessable token, of which the database keeps only the hash', async () => {
    const customer = await signedInCustomer()
    const anonymous = await upload(await png())
    const signedIn = await upload(await png(), { token: customer.token })
    for (const res of [anonymous, signedIn]) {
      expect(res.status).toBe(201)
      expect(res.body).toEqual({
        success: true,
        photo: { id: expect.stringMatching(/^\d+$/), filename: expect.any(String), token: expect.stringMatching(/^[\w-]{43}$/) },
      })
      const { id, token } = res.body.photo
      const [row] = await sql('select * from customer_photos where id = $1', [Number(id)])
      expect(row.upload_token_hash).toBe(createHash('sha256').update(token).digest('hex'))
      expect(JSON.stringify(row)).not.toContain(token)
    }
    expect(anonymous.body.photo.token).not.toBe(signedIn.body.photo.token)
    const [bound] = await sql('select customer_id from customer_photos where id = $1', [Number(signedIn.body.photo.id)])
    expect(bound.customer_id).toBe(Number(customer.client.id))
  })

  it('lets only the uploader order an anonymous photo: by its token, never by its guessable id', async () => {
    const sent = await upload(await png())
    const { id, token } = sent.body.photo
    const stranger = await signedInCustomer()
    for (const attempt of [await orderPhoto(id), await orderPhoto(Number(id)), await orderPhoto(id, stranger.token)]) {
      expect(attempt.status).toBe(400)
      expect(attempt.body).toEqual({ success: false, error: orderMessages.photoUnavailable })
    }

    // The strangers' tries took nothing from the uploader, who may order the photo more than once.
    const first = await orderPhoto(token)
    expect(first.status).toBe(200)
    expect(await orderedPhoto(first.body.orderId)).toBe(Number(id))
    const again = await orderPhoto(token)
    expect(again.status).toBe(200)
    expect(await orderedPhoto(again.body.orderId)).toBe(Number(id))
  })

  it("lets a signed-in customer order their own photo by id or token, and no one else's by id", async () => {
    const alice = await signedInCustomer()
    const bob = await signedInCustomer()
    const sent = await upload(await png(), { token: alice.token })
    const { id, token } = sent.body.photo
    for (const attempt of [await orderPhoto(id, bob.token), await orderPhoto(id)]) {
      expect(attempt.status).toBe(400)
      expect(attempt.body.error).toBe(orderMessages.photoUnavailable)
    }
    const byId = await orderPhoto(id, alice.token)
    expect(byId.status).toBe(200)
    expect(await orderedPhoto(byId.body.orderId)).toBe(Number(id))
    const byToken = await orderPhoto(token, alice.token)
    expect(byToken.status).toBe(200)
    expect(await orderedPhoto(byToken.body.orderId)).toBe(Number(id))
  })

  it('refuses other formats, whatever the declared type, and stores nothing', async () => {
    const before = await photoCount()
    for (const [file, name, type] of [
      [await gif(), 'photo.gif', 'image/gif'],
      [await gif(), 'deguise.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image.png', 'image/png'],
    ] as const) {
      const res = await upload(file, { name, type })
      expect(res.status).toBe(415)
      expect(res.body).toEqual({ success: false, error: 'Veuillez sélectionner un fichier PNG ou JPEG' })
    }
    expect(await photoCount()).toBe(before)
  })

  it('refuses files over 10 MB, and over 5 MB for consoles', async () => {
    const before = await photoCount()
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1), { name: 'grande.png' })
    expect(big.status).toBe(413)
    expect(big.body.error).toBe('Le fichier est trop volumineux. Taille maximum: 10MB')
    const forConsole = await upload(Buffer.alloc(6 * 1024 * 1024), { name: 'console.png', purpose: 'console' })
    expect(forConsole.status).toBe(413)
    expect(forConsole.body.error).toBe('Le fichier est trop volumineux. Taille maximum: 5MB')
    expect(await photoCount()).toBe(before)
  })

  it('answers 400 without a file', async () => {
    const res = await request('/api/customer-photos', { method: 'POST', body: new FormData() })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Aucun fichier reçu')
    const json = await request('/api/customer-photos', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(json.status).toBe(400)
  })
})

/**
 * The shop's ceilings on photos (PHOTO_STORAGE_MAX_MB, PHOTO_UPLOADS_PER_DAY_MB: the suite's shop
 * keeps the defaults, 20 480 and 2 048). A stand-in row takes the room up to just below one of
 * them; it has no file, and goes once the test is over.
 */
describe('the photo storage ceilings', () => {
  const megabyte = 1024 * 1024
  const ceilings = { day: 2048 * megabyte, total: 20_480 * megabyte }

  /**
   * Runs `work` with a stand-in photo of `age` that leaves exactly `room` bytes under the ceiling
   * `of`, whatever the suite stored before (the photos of the last day count for both ceilings).
   */
  async function withRoomLeft<T>(of: 'day' | 'total', room: number, age: string, work: () => Promise<T>): Promise<T> {
    const [{ stored, recent }] = await sql(
      `select coalesce(sum(filesize), 0)::bigint as stored,
              coalesce(sum(filesize) filter (where created_at > now() - interval '1 day'), 0)::bigint as recent
         from customer_photos`,
    )
    const used = Number(of === 'day' ? recent : stored)
    const [row] = await sql(
      `insert into customer_photos (purpose, filename, mime_type, filesize, created_at, updated_at)
       values ('device', $1, 'image/png', $2, now() - $3::interval, now()) returning id`,
      [`place-${uniqueSuffix()}.png`, ceilings[of] - used - room, age],
    )
    try {
      return await work()
    } finally {
      await sql('delete from customer_photos where id = $1', [row.id])
    }
  }

  it("refuses with a French 503 once the day's uploads would pass their ceiling, and stores nothing", async () => {
    const photo = await png()
    await withRoomLeft('day', photo.length - 1, '1 hour', async () => {
      const before = await photoCount()
      const res = await upload(photo)
      expect(res.status).toBe(503)
      expect(res.body.error).toBe(
        'Le dépôt de photos est momentanément complet. Réessayez plus tard ou contactez-nous pour joindre votre photo à la commande.',
      )
      expect(res.headers.get('retry-after')).toBe('3600')
      expect(await photoCount()).toBe(before)
      // A day later, the same bytes count only for the total.
      await sql(`update customer_photos set created_at = now() - interval '25 hours' where filename like 'place-%'`)
      expect((await upload(photo)).status).toBe(201)
    })
  })

  it('refuses once everything stored would pass the total ceiling, however old', async () => {
    const photo = await png()
    await withRoomLeft('total', photo.length - 1, '30 days', async () => expect((await upload(photo)).status).toBe(503))
    await withRoomLeft('total', photo.length, '30 days', async () => expect((await upload(photo)).status).toBe(201))
  })

  it('holds under 50 parallel uploads: exactly the room left is taken, and no hold outlives its upload', async () => {
    const photo = await png()
    await withRoomLeft('day', 5 * photo.length, '1 hour', async () => {
      const before = await photoCount()
      const answers = await Promise.all(Array.from({ length: 50 }, () => upload(photo)))
      expect(answers.map((res) => res.status).sort()).toEqual([...Array<number>(5).fill(201), ...Array<number>(45).fill(503)])
      expect(await photoCount()).toBe(before + 5)
    })
    expect(await sql('select id from photo_storage_reservations')).toEqual([])
  })
})
