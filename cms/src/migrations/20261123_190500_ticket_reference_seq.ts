import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Support ticket references `SUP-DDMMYYYY-NNNNNN` (support/open-ticket.ts): a sequence is never reused. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE SEQUENCE ticket_reference_seq;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SEQUENCE ticket_reference_seq;`)
}
