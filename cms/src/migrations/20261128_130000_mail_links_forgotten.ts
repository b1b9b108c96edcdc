import { type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { withoutLinks } from '../mail/sealed-links.ts'

/**
 * E-mails sent before links were sealed (cms/src/mail/sealed-links.ts) keep theirs in clear, in
 * the job and in its log, until the history's purge: each one-time link of a sent e-mail (proof
 * of an address, new password, erasure, staff reset) is replaced by the note the sealed ones get,
 * which 'Renvoyer' refuses. E-mails still waiting keep theirs: the old links still work. Order
 * tracking links stay: they read one order, which the backup holds anyway, and a confirmation
 * (the contract's durable medium) must stay re-sendable.
 */
const clearLink = String.raw`https?://[^\s"<>]*(/(verifier-email|reset-password|supprimer-compte)\?(token|annuler)=[A-Za-z0-9_%-]+|/admin/reset/[A-Za-z0-9]+)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE payload_jobs SET input = ${withoutLinks(sql`input`, clearLink)}
      WHERE task_slug = 'send-email' AND completed_at IS NOT NULL AND input->>'html' ~ ${clearLink}`)
  await db.execute(sql`
    UPDATE payload_jobs_log SET input = ${withoutLinks(sql`input`, clearLink)}
      WHERE _parent_id IN (SELECT id FROM payload_jobs WHERE task_slug = 'send-email' AND completed_at IS NOT NULL)
        AND jsonb_typeof(input) = 'object' AND input->>'html' ~ ${clearLink}`)
}

/** What was forgotten cannot come back. */
export async function down(): Promise<void> {}
