import { describe, expect, it } from 'vitest'

import { phoneData } from '@shop/seed/factories'

import { adminToken, jsonInit, request, sql } from '../support/api.ts'

const quote = (items: unknown) => request('/api/cart/quote', jsonInit('POST', { items }))

async function publishedSlug(table: string, extra = ''): Promise<string> {
  const [row] = await sql(`select slug from "${table}" where _status = 'published' ${extra} order by id limit 1`)
  return row.slug as string
}

describe('POST /api/cart/quote', () => {
  it('prices every line from the CMS, ignoring any price the browser sends', async () => {
    const phone = await publishedSlug('phones')
    const car = await publishedSlug('car_models')
    const controller = await publishedSlug('consoles', "and kind = 'controller'")
    const res = await quote([
      { category: 'telephone', productId: phone, protection: 'blue-light', back: 'integral', quantity: 2, price: 0.01 },
      { category: 'ecran-auto', productId: car, quantity: 1, price: 0 },
      { category: 'manette', productId: controller, photoId: '7', quantity: 1 },
    ])
    expect(res.status).toBe(200)
    const [phoneName] = await sql('select name from phones where slug = $1', [phone])
    expect(res.body.lines[0]).toMatchObject({
      ok: true,
      name: `${phoneName.name} - Blue Light TPU - Protection arrière intégrale`,
      unitCents: 2500,
      quantity: 2,
      totalCents: 5000,
    })
    expect(res.body.lines[0].image).toMatch(/^\/api\/media\/file\//)
    expect(res.body.lines[1]).toMatchObject({ ok: true, unitCents: 2000, totalCents: 2000 })
    expect(res.body.lines[2]).toMatchObject({ ok: true, unitCents: 2000 })
    expect(res.body).toMatchObject({ subtotalCents: 9000, shippingCents: 0, totalCents: 9000 })
  })

  it('reports lines whose model is unknown, unpublished or of the wrong kind, and prices the rest', async () => {
    const token = await adminToken()
    const draft = await request('/api/phones?draft=true', jsonInit('POST', { ...phoneData(), _status: 'draft' }, token))
    expect(draft.status).toBe(201)
    const console = await publishedSlug('consoles', "and kind = 'console'")
    const res = await quote([
      { category: 'telephone', productId: draft.body.doc.slug, protection: 'hd-tpu', quantity: 1 },
      { category: 'telephone', productId: 'modele-qui-n-existe-pas', protection: 'hd-tpu', quantity: 1 },
      { category: 'manette', productId: console, photoId: '3', quantity: 1 },
      { category: 'console', productId: console, protection: 'hd', quantity: 1 },
    ])
    expect(res.status).toBe(200)
    expect(res.body.lines.slice(0, 3)).toEqual([
      { ok: false, error: "Ce produit n'est plus disponible" },
      { ok: false, error: "Ce produit n'est plus disponible" },
      { ok: false, error: "Ce produit n'est plus disponible" },
    ])
    expect(res.body).toMatchObject({ subtotalCents: 1500, totalCents: 1500 })
  })

  it('answers 400 in French for a malformed cart', async () => {
    for (const items of [
      [],
      [{ category: 'telephone', productId: 'x', protection: 'laser', quantity: 1 }],
      [{ category: 'ecran-auto', productId: 'x', quantity: -1 }],
      'rien',
    ]) {
      const res = await quote(items)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, error: 'Panier invalide' })
    }
    const photoless = await quote([{ category: 'telephone', productId: 'x', protection: 'hd-tpu', back: 'integral-photo', quantity: 1 }])
    expect(photoless.body.details.join(' ')).toContain('Une photo est nécessaire pour cette personnalisation')
    const broken = await request('/api/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"items": [',
    })
    expect(broken.status).toBe(400)
    const huge = await request('/api/cart/quote', jsonInit('POST', { items: [], pad: 'x'.repeat(100_000) }))
    expect(huge.status).toBe(413)
    expect(huge.body.error).toBe('La requête est trop volumineuse.')
  })
})
