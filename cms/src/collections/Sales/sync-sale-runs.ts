import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import type { CatalogueCollection } from '@shop/domain/catalogue'

import { announceCatalogueChange } from '../../catalogue-reads/invalidation.ts'
import { advisoryLocks } from '../../lib/advisory-locks.ts'
import { dbOf } from '../../database/db.ts'
import type { Sale, SaleRun } from '../../payload-types.ts'

/** What a run copies of its sale: a run whose copy no longer matches is ended and another begun. */
type RunTerms = Pick<SaleRun, 'percent' | 'target' | 'protection' | 'collection' | 'modelSlug'>

const sameTerms = (run: RunTerms, terms: RunTerms) =>
  run.percent === terms.percent &&
  run.target === terms.target &&
  (run.protection ?? null) === (terms.protection ?? null) &&
  (run.collection ?? null) === (terms.collection ?? null) &&
  (run.modelSlug ?? null) === (terms.modelSlug ?? null)

/** The sale's terms as a run keeps them; null when its model no longer exists. */
async function termsOf(req: PayloadRequest, sale: Sale): Promise<RunTerms | null> {
  const base = { percent: sale.percent, target: sale.target, protection: null, collection: null, modelSlug: null }
  switch (sale.target) {
    case 'protection':
      return sale.protection ? { ...base, protection: sale.protection } : null
    case 'category':
      return sale.category ? { ...base, collection: sale.category } : null
    case 'model': {
      if (!sale.model) return null
      const collection = sale.model.relationTo as CatalogueCollection
      const id = typeof sale.model.value === 'object' ? sale.model.value.id : sale.model.value
      const model = await req.payload.findByID({
        collection,
        id,
        depth: 0,
        select: { slug: true },
        overrideAccess: true,
        req,
        disableErrors: true,
      })
      return model?.slug ? { ...base, collection, modelSlug: model.slug } : null
    }
  }
}

const relationId = (value: SaleRun['sale']) => (typeof value === 'object' ? value?.id : value) ?? null

/**
 * Makes the runs follow the sales at `now`: a sale due (active, started, not ended) has one open
 * run on its current terms, every other run is ended. In the caller's transaction, one sync at a
 * time across instances; when a run began or ended, every instance's cached prices are dropped
 * with the commit. Says whether anything changed.
 */
export async function syncSaleRuns(req: PayloadRequest, now = new Date()): Promise<boolean> {
  const { payload } = req
  const db = await dbOf(req)
  await db.execute(sql`select pg_advisory_xact_lock(${advisoryLocks.saleRuns})`)
  const at = now.toISOString()
  const [due, open] = await Promise.all([
    payload.find({
      collection: 'sales',
      where: { active: { equals: true }, startsAt: { less_than_equal: at }, endsAt: { greater_than: at } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    payload.find({
      collection: 'sale-runs',
      where: { endedAt: { exists: false } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  ])
  let changed = false
  const kept = new Set<number>()
  for (const sale of due.docs) {
    const terms = await termsOf(req, sale)
    if (!terms) continue
    const run = open.docs.find((candidate) => relationId(candidate.sale) === sale.id && sameTerms(candidate, terms))
    if (run) {
      kept.add(run.id)
      // The end date is shown with the sale (« jusqu'au … »): moved, the cached pages must follow.
      if (run.until !== sale.endsAt) {
        await payload.update({ collection: 'sale-runs', id: run.id, data: { until: sale.endsAt }, overrideAccess: true, req })
        changed = true
      }
      continue
    }
    await payload.create({
      collection: 'sale-runs',
      data: { sale: sale.id, ...terms, startedAt: at, until: sale.endsAt },
      overrideAccess: true,
      req,
    })
    changed = true
  }
  for (const run of open.docs) {
    if (kept.has(run.id)) continue
    await payload.update({ collection: 'sale-runs', id: run.id, data: { endedAt: at }, overrideAccess: true, req })
    changed = true
  }
  if (changed) await announceCatalogueChange(req, 'pricing')
  return changed
}
