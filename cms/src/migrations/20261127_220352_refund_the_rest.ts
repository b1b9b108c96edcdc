import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { notingUpdates, totalsColumns } from './20261126_150000_customer_order_totals_on_read.ts'
import { refreshTotals } from './20261127_040000_customer_latest_order.ts'

const latestFirst = 'created_at DESC, id DESC'

/**
 * After a withdrawal from part of an order was refunded, the rest of it can be refunded too (a
 * cancellation, a return), and other articles withdrawn later: the order keeps what was given back
 * (`payment_partly_refunded_cents`), and a credit note says what it covers (`scope`), so that the
 * order may have a credit note per withdrawal and one of its rest. The customers tab counts what
 * an order brought in, partial refunds deducted. Existing rows: an order with a refunded partial
 * withdrawal had only that credit note (a full one was refused afterwards), and its refund is the
 * ticket's.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_invoices_scope" AS ENUM('order', 'withdrawal', 'rest');
  DROP INDEX "order_kind_idx";
  ALTER TABLE "orders" ADD COLUMN "payment_partly_refunded_cents" numeric DEFAULT 0;
  ALTER TABLE "invoices" ADD COLUMN "scope" "enum_invoices_scope" DEFAULT 'order' NOT NULL;
  -- One invoice, and one credit note of the whole order or of its rest; a withdrawal's, one per
  -- withdrawal (its ticket's lock and refund time guard it).
  CREATE UNIQUE INDEX "invoices_order_kind_once_idx" ON "invoices" USING btree ("order_id","kind") WHERE "scope" <> 'withdrawal';

  ${notingUpdates([...totalsColumns, 'payment_partly_refunded_cents'])}
  ${refreshTotals(latestFirst, 'total_cents - coalesce(payment_partly_refunded_cents, 0)')}

  WITH refunded AS (
    SELECT t.order_id, sum(w.refund_cents) AS cents
    FROM tickets t JOIN tickets_withdrawn_lines w ON w._parent_id = t.id
    WHERE t.withdrawal_refunded_at IS NOT NULL AND t.withdrawal_covers_order = false
    GROUP BY t.order_id)
  UPDATE orders o SET payment_partly_refunded_cents = refunded.cents FROM refunded WHERE o.id = refunded.order_id;
  UPDATE invoices i SET scope = 'withdrawal'
    WHERE i.kind = 'credit_note' AND coalesce((SELECT o.payment_partly_refunded_cents FROM orders o WHERE o.id = i.order_id), 0) > 0;`)
}

/**
 * Refused once a rest's credit note, or a second withdrawal's, exists: an issued credit note is
 * never deleted, and the old index allows one per order.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM invoices WHERE kind = 'credit_note' GROUP BY order_id HAVING count(*) > 1) THEN
      RAISE EXCEPTION 'orders with several credit notes exist: they cannot be undone';
    END IF;
  END $$;
  ${notingUpdates(totalsColumns)}
  ${refreshTotals(latestFirst)}
  INSERT INTO customer_order_totals_stale SELECT lower(email) FROM orders WHERE payment_partly_refunded_cents > 0;
  DROP INDEX "invoices_order_kind_once_idx";
  CREATE UNIQUE INDEX "order_kind_idx" ON "invoices" USING btree ("order_id","kind");
  ALTER TABLE "orders" DROP COLUMN "payment_partly_refunded_cents";
  ALTER TABLE "invoices" DROP COLUMN "scope";
  DROP TYPE "public"."enum_invoices_scope";`)
}
