import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { syncSaleRuns } from '../sync-sale-runs.ts'

/** A sale saved, started or not, applies at once: its run begins or ends in the same transaction. */
export const syncSalesAfterChange: CollectionAfterChangeHook = async ({ req }) => {
  await syncSaleRuns(req)
}

export const syncSalesAfterDelete: CollectionAfterDeleteHook = async ({ req }) => {
  await syncSaleRuns(req)
}
