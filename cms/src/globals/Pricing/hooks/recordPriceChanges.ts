import type { GlobalAfterChangeHook } from 'payload'

import { pricingSchema } from '@shop/domain/pricing'
import { priceFields } from '@shop/domain/sales'

/**
 * Writes each price the save changed into the price history (collections/PriceChanges), in the
 * save's transaction: the history is exactly the prices applied. A price recorded for the first
 * time gets its former value too, as applied since before the records.
 */
export const recordPriceChanges: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const saved = pricingSchema.safeParse(doc)
  if (!saved.success) return doc
  const before = pricingSchema.safeParse(previousDoc)
  const previous = before.success ? priceFields(before.data) : new Map<string, number>()
  const appliedFrom = new Date().toISOString()
  for (const [field, cents] of priceFields(saved.data)) {
    const former = previous.get(field)
    if (former === cents) continue
    if (former !== undefined) {
      const { totalDocs } = await req.payload.count({
        collection: 'price-changes',
        where: { field: { equals: field } },
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) {
        const since = new Date(0).toISOString()
        await req.payload.create({
          collection: 'price-changes',
          data: { field, cents: former, appliedFrom: since },
          overrideAccess: true,
          req,
        })
      }
    }
    await req.payload.create({ collection: 'price-changes', data: { field, cents, appliedFrom }, overrideAccess: true, req })
  }
  return doc
}
