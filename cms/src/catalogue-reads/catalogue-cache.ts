import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { catalogueCollectionSlugs, type CatalogueCollection } from '@shop/domain/catalogue'
import type { CatalogueModel } from '@shop/domain/catalogue-reads'
import { checkoutCountry, type DeliveryMode } from '@shop/domain/delivery'
import { toCents } from '@shop/domain/money'
import { pricingSchema, type PriceList, type Pricing } from '@shop/domain/pricing'
import { modelKey, pricingFor } from '@shop/domain/sales'

import { AnswerStore } from './answer-store.ts'
import { indexModel, type IndexedModel } from './listing.ts'
import { modelSelect, projectModel, type ModelDoc } from './projection.ts'
import { loadSaleOffers } from './sale-offers.ts'
import { ownBuffer } from '../lib/own-buffer.ts'

export type CategoryEntry = { models: IndexedModel[]; bySlug: Map<string, CatalogueModel>; brands: string[] }

/** A serialized answer, ready to send again (the fast path); gzipped once, when first asked. */
export type CachedAnswer = { etag: string; body: Buffer; gzipped?: Buffer }

/**
 * What changed: a catalogue collection, everything priced or illustrated ('pricing', 'media'),
 * or the CMS texts the server renders into pages ('content': page sections, service pages,
 * FAQ, contact details).
 */
export type CacheScope = CatalogueCollection | 'pricing' | 'media' | 'content'

/**
 * What a read depends on: one category (with its prices, pictures and page sections), the price
 * table, a page of CMS texts (with any price it shows), or every category ('catalogue': a search
 * of the whole catalogue).
 */
export type ReadScope = CatalogueCollection | 'pricing' | 'content' | 'catalogue'

function affects(written: CacheScope, read: ReadScope): boolean {
  if (written === read || written === 'pricing') return true
  if (written === 'media') return read !== 'pricing'
  // Texts: the pages that show them (category pages show their sections), not the search.
  if (written === 'content') return read !== 'pricing' && read !== 'catalogue'
  // A category: its own pages, and the search over every category.
  return read === 'catalogue'
}

/** How long a write that never committed (rolled back) keeps the cache bypassed. */
const pendingWriteTtlMs = 10_000
/**
 * Free-text queries and every phone's page make endless keys: the answers are kept within a
 * budget of memory (the shop's server stays under 500 MB with them full, issue 28).
 */
const answerBudgetBytes = 32 * 1024 * 1024
/** Searches are kept apart: a flood of never-seen queries must not push the catalogue's answers out. */
const searchBudgetBytes = 8 * 1024 * 1024

/**
 * The published catalogue and the pricing global in memory, with the serialized answers built
 * from them. Writes invalidate it at once (this process) and through NOTIFY after commit (every
 * process); between the two, reads go to the database and nothing is kept, so an edit is never
 * served stale once its save has answered. Nothing is kept either while this process does not
 * hear the notifications: another instance's write would go unnoticed.
 */
export class CatalogueCache {
  private pricing: Promise<Pricing> | undefined
  private priceList: Promise<PriceList> | undefined
  private lastGoodPricing: Pricing | undefined
  private deliveryModes: Promise<DeliveryMode[]> | undefined
  private readonly categories = new Map<CatalogueCollection, Promise<CategoryEntry>>()
  private readonly pricedValues = new Map<string, Promise<unknown>>()
  private readonly answers = new AnswerStore(answerBudgetBytes)
  private readonly searchAnswers = new AnswerStore(searchBudgetBytes)
  private readonly pendingWrites = new Map<string, { scope: CacheScope; expiresAt: number }>()
  private generation = 0
  private listening = false

  invalidate(scope: CacheScope): void {
    if (scope === 'pricing' || scope === 'media') return this.invalidateAll()
    this.generation += 1
    this.answers.clear()
    if (scope !== 'content') this.searchAnswers.clear()
    // Texts changed, models not: only what was built with them (the rendered pages) goes.
    if (scope !== 'content') this.categories.delete(scope)
  }

  invalidateAll(): void {
    this.generation += 1
    this.answers.clear()
    this.searchAnswers.clear()
    this.pricing = undefined
    this.priceList = undefined
    this.deliveryModes = undefined
    this.categories.clear()
    this.pricedValues.clear()
  }

  /** Whether notifications reach this process; whatever changed in between is unknown. */
  setListening(listening: boolean): void {
    this.listening = listening
    this.invalidateAll()
  }

  /** A write of this process is under way: invalidate now, bypass until `endWrite`. */
  beginWrite(token: string, scope: CacheScope): void {
    this.pendingWrites.set(token, { scope, expiresAt: Date.now() + pendingWriteTtlMs })
    this.invalidate(scope)
  }

  endWrite(token: string): void {
    this.pendingWrites.delete(token)
  }

  /** Whether `read` must go to the database: a write it depends on may not be committed yet. */
  private bypassed(read: ReadScope): boolean {
    if (!this.listening) return true
    const now = Date.now()
    let pending = false
    for (const [token, write] of this.pendingWrites) {
      if (write.expiresAt <= now) this.pendingWrites.delete(token)
      else pending ||= affects(write.scope, read)
    }
    return pending
  }

  private remember<T>(
    read: ReadScope,
    current: Promise<T> | undefined,
    load: () => Promise<T>,
    keep: (value: Promise<T>) => void,
  ): Promise<T> {
    if (current && !this.bypassed(read)) return current
    const loading = load()
    if (!this.bypassed(read)) {
      keep(loading)
      // A failed load must not stay cached.
      loading.catch(() => this.invalidateAll())
    }
    return loading
  }

  getPricing(payload: Payload): Promise<Pricing> {
    return this.remember(
      'pricing',
      this.pricing,
      () => this.loadPricing(payload),
      (value) => (this.pricing = value),
    )
  }

  /**
   * Every catalogue, search and quote request reads the price table: a stored table that the
   * schema refuses (written around the admin's rules) must not take them all down. The last
   * good table is served and the defect logged until a valid save replaces it.
   */
  private async loadPricing(payload: Payload): Promise<Pricing> {
    const stored = await payload.findGlobal({ slug: 'pricing', depth: 0 })
    const result = pricingSchema.safeParse(stored)
    if (result.success) {
      this.lastGoodPricing = result.data
      return result.data
    }
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    if (!this.lastGoodPricing) {
      throw new Error(`Tarifs enregistrés invalides, aucune version valide connue : ${problems.join(' ; ')}`, { cause: result.error })
    }
    payload.logger.error({ msg: 'Tarifs enregistrés invalides : la dernière version valide reste servie', problems })
    return this.lastGoodPricing
  }

  /**
   * The price table with the prices on sale now: sales start and end by writes under 'pricing'
   * (collections/Sales/sync-sale-runs.ts), so that what is kept here stays true between them.
   */
  getPriceList(payload: Payload): Promise<PriceList> {
    return this.remember(
      'pricing',
      this.priceList,
      async () => {
        const pricing = await this.getPricing(payload)
        return { ...pricing, offers: await loadSaleOffers(payload, pricing) }
      },
      (value) => (this.priceList = value),
    )
  }

  /**
   * A value of another room that prices carts (the promo codes), kept and dropped with the
   * price table: its writes announce 'pricing'.
   */
  getPriced<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.remember('pricing', this.pricedValues.get(key) as Promise<T> | undefined, load, (value) =>
      this.pricedValues.set(key, value),
    )
  }

  /** The delivery modes offered at checkout, in display order: they are prices too (written under 'pricing'). */
  getDeliveryModes(payload: Payload): Promise<DeliveryMode[]> {
    return this.remember(
      'pricing',
      this.deliveryModes,
      () => loadDeliveryModes(payload),
      (value) => (this.deliveryModes = value),
    )
  }

  getCategory(payload: Payload, collection: CatalogueCollection): Promise<CategoryEntry> {
    return this.remember(
      collection,
      this.categories.get(collection),
      () => this.loadCategory(payload, collection),
      (value) => this.categories.set(collection, value),
    )
  }

  /** Whether a published model of the category has this slug (its own page exists). */
  async hasModel(payload: Payload, collection: CatalogueCollection, slug: string): Promise<boolean> {
    return (await this.getCategory(payload, collection)).bySlug.has(slug)
  }

  private async loadCategory(payload: Payload, collection: CatalogueCollection): Promise<CategoryEntry> {
    const [prices, found] = await Promise.all([
      this.getPriceList(payload),
      payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        select: modelSelect,
        depth: 1,
        pagination: false,
        overrideAccess: false,
      }),
    ])
    const models = (found.docs as unknown as ModelDoc[]).map((doc) =>
      projectModel(collection, doc, pricingFor(prices, prices.offers, modelKey(collection, doc.slug ?? String(doc.id)))),
    )
    const brands = [...new Set(models.map((model) => model.brand))].sort((a, b) => a.localeCompare(b, 'fr'))
    return { models: models.map(indexModel), bySlug: new Map(models.map((model) => [model.slug, model])), brands }
  }

  /** The serialized answer for `key`, built once per cache generation. */
  answer(read: ReadScope, key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.keep(this.answers, read, key, async () => Buffer.from(JSON.stringify(await build())))
  }

  /** A page's HTML drawn from the catalogue (its models, its prices), kept like the answers. */
  document(read: ReadScope, key: string, build: () => Promise<string>): Promise<CachedAnswer> {
    return this.file(read, key, async () => Buffer.from(await build()))
  }

  /** A file drawn from the CMS texts (the blank withdrawal form), kept like the answers. */
  file(read: ReadScope, key: string, build: () => Promise<Buffer>): Promise<CachedAnswer> {
    return this.keep(this.answers, read, key, build)
  }

  /** A search's serialized answer, kept like the answers but apart from them. */
  searchAnswer(read: ReadScope, key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.keep(this.searchAnswers, read, key, async () => Buffer.from(JSON.stringify(await build())))
  }

  private async keep(answers: AnswerStore, read: ReadScope, key: string, build: () => Promise<Buffer>): Promise<CachedAnswer> {
    const generation = this.generation
    const cached = answers.get(key)
    if (cached && !this.bypassed(read)) return cached
    const body = ownBuffer(await build())
    // Weak: the gzipped and the plain bodies share it. From the content, not from a counter, so
    // every instance gives the same answer the same tag.
    const answer = { etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, body }
    if (generation === this.generation && !this.bypassed(read)) answers.set(key, answer)
    return answer
  }
}

/** The active modes that deliver where the checkout does; prices in cents. */
async function loadDeliveryModes(payload: Payload): Promise<DeliveryMode[]> {
  const found = await payload.find({
    collection: 'delivery-modes',
    where: { active: { equals: true } },
    sort: ['position', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
    .filter((mode) => mode.countries.includes(checkoutCountry))
    .map((mode) => ({
      code: mode.code,
      name: mode.name,
      priceCents: toCents(mode.price),
      minDays: mode.minDays,
      maxDays: mode.maxDays,
      description: mode.description,
    }))
}

export const catalogueCache = new CatalogueCache()

export const isCatalogueCollection = (slug: string): slug is CatalogueCollection => (catalogueCollectionSlugs as string[]).includes(slug)

export const isCacheScope = (scope: string): scope is CacheScope =>
  scope === 'pricing' || scope === 'media' || scope === 'content' || isCatalogueCollection(scope)
