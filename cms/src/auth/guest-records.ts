import { and, eq, isNull } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { dbOf } from '../database/db.ts'
import { customers } from '../database/payload-schema.ts'

/**
 * Before guest orders stayed guest orders, the checkout made a customer record for each new
 * address: no password, no Google link, never proved. Such a record is nobody's account, so it
 * never stands in the way of one: signing up, or moving an account to its address, removes it, and
 * its orders become guest orders again (the foreign key sets them free), to be attached once the
 * address is proved. Runs in the caller's transaction.
 */
export async function dropGuestRecord(req: PayloadRequest, email: string): Promise<void> {
  const db = await dbOf(req)
  await db
    .delete(customers)
    .where(
      and(
        eq(customers.email, email),
        isNull(customers.passwordHash),
        isNull(customers.googleSubject),
        isNull(customers.emailVerifiedAt),
        isNull(customers.anonymisedAt),
      ),
    )
}
