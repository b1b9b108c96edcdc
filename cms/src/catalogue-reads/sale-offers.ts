import type { Payload } from 'payload'

import type { CatalogueCollection, ProtectionId } from '@shop/domain/catalogue'
import type { Pricing } from '@shop/domain/pricing'
import { saleOffers, type SaleOffer, type SaleRun, type SaleTarget } from '@shop/domain/sales'

import type { SaleRun as SaleRunDoc } from '../payload-types.ts'

/** Sales that ended longer ago than this no longer weigh on a reference (30 days, and a margin for progressive reductions). */
const historyDays = 400

function targetOf(run: SaleRunDoc): SaleTarget | null {
  if (run.target === 'protection' && run.protection) return { kind: 'protection', protection: run.protection as ProtectionId }
  if (run.target === 'category' && run.collection) return { kind: 'category', collection: run.collection as CatalogueCollection }
  if (run.target === 'model' && run.collection && run.modelSlug)
    return { kind: 'model', collection: run.collection as CatalogueCollection, slug: run.modelSlug }
  return null
}

/**
 * The prices on sale now, with their references, from the history the shop recorded (the sales'
 * runs and the price table's changes). Nothing is read beyond the runs while no sale runs.
 */
export async function loadSaleOffers(payload: Payload, pricing: Pricing, now = new Date()): Promise<SaleOffer[]> {
  const since = new Date(now.getTime() - historyDays * 24 * 60 * 60 * 1000).toISOString()
  const found = await payload.find({
    collection: 'sale-runs',
    where: { or: [{ endedAt: { exists: false } }, { endedAt: { greater_than: since } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const runs: SaleRun[] = found.docs.flatMap((run) => {
    const target = targetOf(run)
    if (!target) return []
    const until = run.until ? new Date(run.until) : null
    return [{ percent: run.percent, target, from: new Date(run.startedAt), to: run.endedAt ? new Date(run.endedAt) : null, until }]
  })
  if (!runs.some((run) => run.to === null)) return []
  const changes = await payload.find({
    collection: 'price-changes',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'appliedFrom',
  })
  const history = changes.docs.map((change) => ({ field: change.field, cents: change.cents, from: new Date(change.appliedFrom) }))
  return saleOffers(pricing, history, runs, now)
}
