import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Invoices and credit notes become jobs of their own queue (invoices/invoice-tasks.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issue-invoice' BEFORE 'payment-reconciliation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'issue-credit-note' BEFORE 'payment-reconciliation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issue-invoice' BEFORE 'payment-reconciliation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'issue-credit-note' BEFORE 'payment-reconciliation';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('issue-invoice', 'issue-credit-note');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('issue-invoice', 'issue-credit-note');`)
}
