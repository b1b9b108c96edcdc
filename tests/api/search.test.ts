import { describe, expect, it } from 'vitest'

import { searchAnswerSchema } from '@shop/domain/search'

import { phoneData } from '@shop/seed/factories'

import { adminToken, authHeaders, jsonInit, request, seededImageId } from '../support/api.ts'

async function search(q: string, category?: string) {
  const params = new URLSearchParams({ q, ...(category ? { category } : {}) })
  const res = await request(`/api/search?${params}`)
  expect(res.status, q).toBe(200)
  return searchAnswerSchema.parse(res.body).results
}

describe('GET /api/search', () => {
  it('finds a model however it is typed, exact model first', async () => {
    for (const q of ['iPhone 15', 'iphone15', 'IPHONE 15', 'iphône 15']) {
      const results = await search(q)
      expect(results[0]?.name, q).toBe('Apple iPhone 15')
    }
  })

  it('forgives one typo', async () => {
    expect((await search('samsng galaxy s24'))[0]?.name).toBe('Samsung Galaxy S24')
    expect((await search('pixle 9'))[0]?.name).toBe('Google Pixel 9')
  })

  it('counts a swap of two letters as one typo, and matches the word being typed as a prefix', async () => {
    for (const q of ['iphnoe 15', 'ipohne 15']) expect((await search(q))[0]?.name, q).toBe('Apple iPhone 15')
    const samsung = await search('smasung')
    expect(samsung.length).toBeGreaterThan(5)
    expect(samsung.every((result) => result.name.startsWith('Samsung'))).toBe(true)
    const galaxy = await search('galax')
    expect(galaxy.length).toBeGreaterThan(5)
    expect(galaxy.every((result) => result.name.includes('Galaxy'))).toBe(true)
    // Two typos in a 7-letter word, or one in a 3-letter one: nothing.
    expect(await search('smasnug')).toEqual([])
    expect(await search('bwm', 'auto')).toEqual([])
  })

  it('puts the exact model first, before the models whose name continues it', async () => {
    const names = (await search('iphone 15')).map((result) => result.name)
    expect(names[0]).toBe('Apple iPhone 15')
    expect(names).toEqual(expect.arrayContaining(['Apple iPhone 15 Pro', 'Apple iPhone 15 Pro Max', 'Apple iPhone 15 Plus']))
    expect(names).not.toContain('Apple iPhone 16')
  })

  it('searches what staff publish, at the next request', async () => {
    const token = await adminToken()
    const data = phoneData({ name: `Zorblax Phone ${Date.now()}`, model: 'Zorblax', brand: 'Testphone' })
    const created = await request('/api/phones', jsonInit('POST', { ...data, image: await seededImageId(), _status: 'published' }, token))
    expect(created.status).toBe(201)
    const { id } = created.body.doc as { id: number }
    try {
      expect((await search('zorblax'))[0]?.name).toBe(data.name)
      expect((await search('zrobalx')).map((result) => result.name)).not.toContain(data.name)
      expect((await search('zorbalx'))[0]?.name).toBe(data.name)
      const renamed = `Quintarel Phone ${Date.now()}`
      expect((await request(`/api/phones/${id}`, jsonInit('PATCH', { name: renamed }, token))).status).toBe(200)
      expect((await search('quintarel'))[0]?.name).toBe(renamed)
      expect((await request(`/api/phones/${id}`, jsonInit('PATCH', { _status: 'draft' }, token))).status).toBe(200)
      expect(await search('quintarel')).toEqual([])
    } finally {
      await request(`/api/phones/${id}`, { method: 'DELETE', ...authHeaders(token) })
    }
  })

  it('ignores accents: « ecran » finds « écran »', async () => {
    const results = await search('ecran')
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((result) => /écran/i.test(result.description))).toBe(true)
  })

  it('answers in the contract shape, priced from the pricing global', async () => {
    const [first] = await search('Galaxy Tab S9 FE+')
    expect(first).toMatchObject({
      name: 'Samsung Galaxy Tab S9 FE+',
      category: 'tablets',
      // It opens that model: its category page filtered to it.
      categoryPath: '/tablettes?recherche=Samsung+Galaxy+Tab+S9+FE%2B',
      price: '20,00\u00a0€',
      compatibility: ['Galaxy Tab S9 FE+'],
    })
    expect(first?.image).toMatch(/^\/api\/media\/file\/.+\.webp$/)
    // A controller opens the consoles page on its controllers' tab.
    const [controller] = await search('Manette Nintendo Switch Pro', 'consoles')
    expect(controller?.categoryPath).toBe('/consoles?recherche=Manette+Nintendo+Switch+Pro&type=controller')
    const [phone] = await search('Fairphone 5')
    expect(phone?.categoryPath).toBe('/telephones/fairphone-5')
  })

  it('filters by category', async () => {
    const cars = await search('Tesla', 'auto')
    expect(cars.map((result) => result.name)).toEqual(expect.arrayContaining(['Tesla Model 3', 'Tesla Model Y']))
    expect(cars.every((result) => result.category === 'auto')).toBe(true)
    // 'BMW' resembles no phone, not even those other suites create (brand Testphone).
    expect((await search('BMW', 'auto')).length).toBeGreaterThan(0)
    expect(await search('BMW', 'phones')).toEqual([])
  })

  it.each(['', '   ', '😀😀', "'; drop table phones; --", '%_%'])('answers %j sanely', async (q) => {
    expect(await search(q)).toEqual([])
  })

  it('refuses a 1,000-character query and an unknown category with a French 400', async () => {
    const long = await request(`/api/search?q=${'a'.repeat(1000)}`)
    expect(long.status).toBe(400)
    expect(long.body.error).toBe('La recherche ne peut pas dépasser 100 caractères.')
    const category = await request('/api/search?q=iphone&category=voitures')
    expect(category.status).toBe(400)
    expect(category.body.error).toBe('Catégorie de recherche inconnue.')
  })

  it('refuses a query holding a NUL character with a French 400, not a 500 from PostgreSQL', async () => {
    const res = await request('/api/search?q=iph%00one')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, error: 'Recherche invalide.' })
  })
})
