import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An e-mail to a thread's address from another sender than the thread's is filed for staff to
 * read as « Expéditeur non vérifié », with the receiving mail server's Authentication-Results
 * beside each e-mail. The enum only grows here: nothing in this transaction writes the new value.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_tickets_replies_author" ADD VALUE IF NOT EXISTS 'unverified';
  ALTER TABLE "tickets_replies" ADD COLUMN "authentication_results" varchar;`)
}

/** Back to two authors: an unverified sender's e-mail stays readable, its flag written in its text. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "tickets_replies" ALTER COLUMN "author" SET DATA TYPE text;
  UPDATE "tickets_replies" SET "author" = 'customer', "message" = '[Expéditeur non vérifié] ' || "message" WHERE "author" = 'unverified';
  ALTER TABLE "tickets_replies" DROP COLUMN "authentication_results";
  ALTER TABLE "tickets_replies" ALTER COLUMN "author" DROP DEFAULT;
  DROP TYPE "public"."enum_tickets_replies_author";
  CREATE TYPE "public"."enum_tickets_replies_author" AS ENUM('staff', 'customer');
  ALTER TABLE "tickets_replies" ALTER COLUMN "author" SET DATA TYPE "public"."enum_tickets_replies_author" USING "author"::"public"."enum_tickets_replies_author";
  ALTER TABLE "tickets_replies" ALTER COLUMN "author" SET DEFAULT 'staff';`)
}
