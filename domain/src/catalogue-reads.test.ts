import { describe, expect, it } from 'vitest'

import { catalogueModelSchema, cataloguePageSchema, catalogueQuerySchema } from './catalogue-reads.ts'

const firstMessage = (input: Record<string, unknown>) => catalogueQuerySchema.safeParse(input).error?.issues[0]?.message

describe('catalogue query', () => {
  it('reads a query string as the storefront writes it, with the spec defaults', () => {
    expect(catalogueQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: 'recent' })
    expect(
      catalogueQuerySchema.parse({ page: '3', limit: '50', brand: ' Apple ', q: '  iphone 15 ', sort: 'price-high', kind: 'controller' }),
    ).toEqual({
      page: 3,
      limit: 50,
      brand: 'Apple',
      q: 'iphone 15',
      sort: 'price-high',
      kind: 'controller',
    })
  })

  it('treats an empty brand or search as no filter', () => {
    expect(catalogueQuerySchema.parse({ brand: '', q: '   ' })).toEqual({ page: 1, limit: 20, sort: 'recent' })
  })

  it.each([
    [{ page: '0' }, 'Le numéro de page doit être un entier positif.'],
    [{ page: '1.5' }, 'Le numéro de page doit être un entier positif.'],
    [{ page: 'deux' }, 'Le numéro de page doit être un entier positif.'],
    [{ limit: '51' }, 'Le nombre de modèles par page doit être compris entre 1 et 50.'],
    [{ limit: '0' }, 'Le nombre de modèles par page doit être compris entre 1 et 50.'],
    [{ brand: ['Apple', 'Samsung'] }, 'Marque invalide.'],
    [{ brand: 'x'.repeat(61) }, 'Marque invalide.'],
    [{ q: 'x'.repeat(101) }, 'La recherche ne peut pas dépasser 100 caractères.'],
    [{ q: ['a', 'b'] }, 'Recherche invalide.'],
    [{ sort: 'prix' }, 'Tri inconnu.'],
    [{ kind: 'robot' }, 'Type de produit inconnu.'],
  ])('refuses %j in French', (input, message) => {
    expect(firstMessage(input)).toBe(message)
  })

  it('keeps a search of 100 characters once trimmed', () => {
    expect(catalogueQuerySchema.parse({ q: ` ${'x'.repeat(100)} ` }).q).toHaveLength(100)
  })
})

describe('catalogue answers', () => {
  const card = {
    id: 7,
    slug: 'apple-iphone-16e',
    name: 'Apple iPhone 16e',
    brand: 'Apple',
    model: 'iPhone 16e',
    year: 2025,
    image: { url: '/a-320.webp', width: 320, height: 320, alt: 'Apple iPhone 16e', srcset: '/a-160.webp 160w, /a-320.webp 320w' },
    popular: false,
    fromCents: 1500,
    toCents: 2000,
    protections: [{ id: 'hd-tpu', name: 'Hydrogel HD TPU', priceCents: 1500 }],
  }

  it('parses a page of cards and a model with its description', () => {
    const page = { docs: [card], page: 1, limit: 20, totalDocs: 1, totalPages: 1, hasNextPage: false, brands: ['Apple'] }
    expect(cataloguePageSchema.parse(page)).toEqual(page)
    expect(catalogueModelSchema.parse({ ...card, description: 'Écran 6,1 pouces.' }).description).toBe('Écran 6,1 pouces.')
  })

  it('refuses an answer that lost what a card shows', () => {
    const { slug: _slug, ...withoutSlug } = card
    expect(
      cataloguePageSchema.safeParse({
        docs: [withoutSlug],
        page: 1,
        limit: 20,
        totalDocs: 1,
        totalPages: 1,
        hasNextPage: false,
        brands: [],
      }).success,
    ).toBe(false)
    expect(catalogueModelSchema.safeParse(card).success).toBe(false)
  })
})
