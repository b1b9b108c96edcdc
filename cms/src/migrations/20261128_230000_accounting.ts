import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The accountant's monthly mail (a chore, and the months sent); the books' settings
 * (globals/AccountingSettings), with the plan comptable général's accounts as
 * the row's defaults; and each invoice line's account in the snapshots issued before lines said
 * it: a negative line is a promo code's discount, the last line named as the order's delivery
 * mode (or « Livraison ») is the delivery, any other sells articles. The PDF reads neither.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'accountant-report' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'accountant-report' BEFORE 'schedulePublish';
  -- One row per month whose figures went to the accountant: written with the queued e-mail.
  CREATE TABLE "accountant_reports" (
    "month" varchar PRIMARY KEY NOT NULL,
    "email" varchar NOT NULL,
    "queued_at" timestamp(3) with time zone NOT NULL
  );
  CREATE TABLE "accounting_settings" (
    "id" serial PRIMARY KEY NOT NULL,
    "closing_date" varchar DEFAULT '31/12' NOT NULL,
    "accountant_email" varchar,
    "sales_journal_code" varchar DEFAULT 'VE' NOT NULL,
    "sales_journal_label" varchar DEFAULT 'Journal des ventes' NOT NULL,
    "receipts_journal_code" varchar DEFAULT 'EN' NOT NULL,
    "receipts_journal_label" varchar DEFAULT 'Journal des encaissements' NOT NULL,
    "customers_number" varchar DEFAULT '411000' NOT NULL,
    "customers_label" varchar DEFAULT 'Clients' NOT NULL,
    "walk_in_customers_number" varchar DEFAULT 'CLDIVERS' NOT NULL,
    "walk_in_customers_label" varchar DEFAULT 'Clients divers' NOT NULL,
    "goods_sales_number" varchar DEFAULT '707000' NOT NULL,
    "goods_sales_label" varchar DEFAULT 'Ventes de marchandises' NOT NULL,
    "delivery_sales_number" varchar DEFAULT '708500' NOT NULL,
    "delivery_sales_label" varchar DEFAULT 'Ports et frais accessoires facturés' NOT NULL,
    "discounts_number" varchar DEFAULT '709700' NOT NULL,
    "discounts_label" varchar DEFAULT 'Rabais, remises et ristournes accordés sur ventes de marchandises' NOT NULL,
    "vat_collected_number" varchar DEFAULT '445710' NOT NULL,
    "vat_collected_label" varchar DEFAULT 'TVA collectée' NOT NULL,
    "stripe_payments_number" varchar DEFAULT '511200' NOT NULL,
    "stripe_payments_label" varchar DEFAULT 'Paiements par carte à encaisser (Stripe)' NOT NULL,
    "offline_payments_number" varchar DEFAULT '467100' NOT NULL,
    "offline_payments_label" varchar DEFAULT 'Paiements de test (hors ligne)' NOT NULL,
    "updated_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone
  );
  INSERT INTO "accounting_settings" ("updated_at", "created_at") VALUES (now(), now());

  UPDATE "invoices" i SET "snapshot" = jsonb_set(i."snapshot", '{lines}', (
    SELECT coalesce(jsonb_agg(line || jsonb_build_object('account',
      CASE
        WHEN (line->>'totalTtcCents')::numeric < 0 THEN 'discount'
        WHEN n = jsonb_array_length(i."snapshot"->'lines') AND line->>'description' = coalesce(o."delivery_mode_name", 'Livraison') THEN 'delivery'
        ELSE 'goods'
      END) ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(i."snapshot"->'lines') WITH ORDINALITY AS l(line, n)))
  FROM "orders" o
  WHERE o."id" = i."order_id" AND jsonb_array_length(i."snapshot"->'lines') > 0 AND NOT (i."snapshot"->'lines'->0 ? 'account');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "accountant_reports";
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'accountant-report';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'accountant-report';
  DROP TABLE "accounting_settings";
  UPDATE "invoices" SET "snapshot" = jsonb_set("snapshot", '{lines}', (
    SELECT coalesce(jsonb_agg(line - 'account' ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements("snapshot"->'lines') WITH ORDINALITY AS l(line, n)))
  WHERE jsonb_array_length("snapshot"->'lines') > 0;`)
}
