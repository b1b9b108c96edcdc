import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { refreshTotals } from './20261127_040000_customer_latest_order.ts'

/**
 * 20261127_040000 as first released took a lock per address again (20261126_110000's body): the
 * customers tab's recount after a bulk load (100,000 orders, 20,000 addresses) failed with « out
 * of shared memory » on every read, and every query of the moment with it. The same function
 * without those locks (one reader at a time recounts: shop_refresh_stale_customer_order_totals).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(refreshTotals('created_at DESC, id DESC'))
}

/** Nothing to undo: this is the body 20261127_040000 installs now. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
