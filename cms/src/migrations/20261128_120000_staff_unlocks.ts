import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The links that lift the slow-down of a staff account's logins (collections/Users/staff-unlock.ts):
 * only the token's SHA-256 is kept, single use, with its expiry. A table of the shop's own, as
 * customer_order_totals: nobody reads or writes it through Payload. The users' `login_attempts`
 * and `lock_until` columns, which Payload's lockout used, are left for the next generated
 * migration to drop (its snapshot still holds them).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "staff_unlocks" (
      "id" serial PRIMARY KEY NOT NULL,
      "token_hash" varchar NOT NULL,
      "user_id" integer NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
      "expires_at" timestamp(3) with time zone NOT NULL,
      "used_at" timestamp(3) with time zone,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE UNIQUE INDEX "staff_unlocks_token_hash_idx" ON "staff_unlocks" USING btree ("token_hash");
    CREATE INDEX "staff_unlocks_user_idx" ON "staff_unlocks" USING btree ("user_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "staff_unlocks";`)
}
