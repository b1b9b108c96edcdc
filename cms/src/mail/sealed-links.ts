import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

import { and, eq, sql, type SQL, type SQLWrapper } from '@payloadcms/db-postgres/drizzle'
import escapeHtml from 'escape-html'
import { JobCancelledError, type Payload } from 'payload'

import { pathWithSecret } from '@shop/domain/paths'

import { dbOf } from '../database/db.ts'
import { payload_jobs, payload_jobs_log } from '../database/payload-schema.ts'
import { env } from '../lib/env.ts'
import { signature } from '../security/tokens.ts'

/**
 * A link that opens an account (a sign-up's proof, a new password, an erasure) must not lie in
 * clear in the outbox: payload_jobs and its log go into every backup. The template is handed the
 * link sealed (AES-256-GCM under a key drawn from the server's secret, which a production backup
 * does not hold); the task opens it as the e-mail leaves (./send-email-task.ts), and once it has
 * left the sealed link is forgotten too (forgetSentLinks).
 */
const sealedPattern = /\[\[lien:([\w-]{16})\.([\w-]+)\.([\w-]{22})\]\]/g

/** What a sent e-mail keeps in place of its link: nothing that opens anything, and its 'Renvoyer' refused. */
export const forgottenLink = '[[lien à usage unique, effacé après l’envoi]]'

const keyOf = (secret: string) => Buffer.from(signature(secret, 'mail-sealed-links'), 'base64url')

/** The link as a template writes it: characters that HTML escaping leaves as they are. */
export function sealedLink(secret: string, url: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const sealed = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()])
  return `[[lien:${iv.toString('base64url')}.${sealed.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}]]`
}

/** A storefront page's link, its secrets in the fragment (domain's pathWithSecret), sealed. */
export function sealedPageLink(secret: string, path: string, secrets: Record<string, string>): string {
  return sealedLink(secret, `${env().PUBLIC_URL}${pathWithSecret(path, secrets)}`)
}

const unreadable = 'Lien scellé illisible (PAYLOAD_SECRET changé depuis sa mise en file ?) : le client doit demander un nouveau lien.'

function openLink(secret: string, iv: string, sealed: string, tag: string): string {
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new JobCancelledError(unreadable)
  }
}

/**
 * The body as it leaves, each sealed link opened (escaped in HTML). A link this server cannot open
 * (sealed under a former secret) fails the e-mail at once, with its reason: a mail whose button
 * shows brackets would help nobody, and trying again would not open it either.
 */
export function openSealedLinks(secret: string, body: string, format: 'html' | 'text'): string {
  return body.replace(sealedPattern, (_whole, iv: string, sealed: string, tag: string) => {
    const url = openLink(secret, iv, sealed, tag)
    return format === 'html' ? escapeHtml(url) : url
  })
}

/**
 * An e-mail's jsonb `input` (a job's, or a log entry's copy of it) with each match of the
 * PostgreSQL `pattern` in its html and text replaced by the forgotten note.
 */
export function withoutLinks(input: SQLWrapper, pattern: string): SQL {
  const replaced = (part: SQL) => sql`regexp_replace(${part}, ${pattern}, ${forgottenLink}, 'g')`
  return sql`${input} || jsonb_build_object('html', ${replaced(sql`${input}->>'html'`)})
    || case when jsonb_typeof(${input}->'text') = 'string' then jsonb_build_object('text', ${replaced(sql`${input}->>'text'`)}) else '{}'::jsonb end`
}

/** The sealed links' pattern as PostgreSQL reads it. */
const sealedSqlPattern = sealedPattern.source.replaceAll(String.raw`\w`, 'A-Za-z0-9_')

/**
 * Sent, the e-mail keeps no link, even sealed: in the job, in the copies of it the log's earlier
 * tries hold, and in `input`, which Payload writes into the log entry of this try once the task
 * returns. Called by the task as soon as the mail server accepted the e-mail; an instance that
 * stops in between sends it again at the next try, and forgets it then.
 */
export async function forgetSentLinks(
  payload: Payload,
  jobId: number | string,
  input: { html: string; text?: string | null },
): Promise<void> {
  if (!input.html.match(sealedPattern) && !input.text?.match(sealedPattern)) return
  input.html = input.html.replace(sealedPattern, forgottenLink)
  if (input.text) input.text = input.text.replace(sealedPattern, forgottenLink)
  const db = await dbOf(payload)
  const id = Number(jobId)
  await db
    .update(payload_jobs)
    .set({ input: withoutLinks(payload_jobs.input, sealedSqlPattern) })
    .where(eq(payload_jobs.id, id))
  await db
    .update(payload_jobs_log)
    .set({ input: withoutLinks(payload_jobs_log.input, sealedSqlPattern) })
    .where(and(eq(payload_jobs_log._parentID, id), sql`jsonb_typeof(${payload_jobs_log.input}) = 'object'`))
}
