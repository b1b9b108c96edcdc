import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Before the invoices had their tasks, the reconciliation issued those missing a minute after the
 * payment or the refund; the ones it had not issued yet are queued now, as their payment or refund
 * would queue them. A credit note's e-mail was queued with its refund then: its task carries none.
 * (Apart from ./20261129_000000_invoice_tasks.ts: a value added to an enum is usable once committed.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "payload_jobs" ("input", "task_slug", "queue")
  SELECT jsonb_build_object('order', o.id), 'issue-invoice', 'invoices' FROM "orders" o
  WHERE o.payment_paid_at IS NOT NULL AND o.status <> 'refunded'
    AND NOT EXISTS (SELECT 1 FROM "invoices" i WHERE i.order_id = o.id AND i.kind = 'invoice')
  ORDER BY o.payment_paid_at;
  INSERT INTO "payload_jobs" ("input", "task_slug", "queue")
  SELECT jsonb_build_object('order', o.id), 'issue-credit-note', 'invoices' FROM "orders" o
  WHERE o.payment_paid_at IS NOT NULL AND o.status = 'refunded'
    AND NOT EXISTS (SELECT 1 FROM "invoices" i WHERE i.order_id = o.id AND i.kind = 'credit_note' AND i.scope IN ('order', 'rest'))
  ORDER BY o.payment_paid_at;`)
}

/** The jobs go with the tasks' own migration's down. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
