import { JobCancelledError, type Field, type TaskConfig } from 'payload'

import { env } from '../lib/env.ts'
import { renderAttachments, type AttachmentRenderers } from './attachments.ts'
import { mailer } from './mailer.ts'
import { sendEmailTaskSlug, type EmailMessage } from './queue-email.ts'
import { forgetSentLinks, openSealedLinks } from './sealed-links.ts'
import { smtpFailure } from './smtp-failure.ts'

/** The headers mail clients show as their own 'unsubscribe' button (one click, RFC 8058). */
function headersOf({ listUnsubscribe }: EmailMessage) {
  return listUnsubscribe ? { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}
}

/**
 * The e-mail's Message-ID, the same at every try of its job: a message sent again after a crash
 * that followed the server's acceptance is one message to the receiving side, which may drop the
 * copy. The job's creation time keeps it unique after a restore hands the same ids out again.
 */
function messageIdOf(job: { id: number | string; createdAt: string }): string {
  const domain = /@([^>\s]+)/.exec(env().MAIL_FROM)?.[1] ?? 'localhost'
  return `<mail-${job.id}-${Date.parse(job.createdAt)}@${domain}>`
}

/** An e-mail as its job holds it (`EmailMessage`): also what a job that queues an e-mail later carries. */
export const emailFields: Field[] = [
  { name: 'to', type: 'text', required: true },
  { name: 'subject', type: 'text', required: true },
  { name: 'html', type: 'textarea', required: true },
  { name: 'text', type: 'textarea' },
  { name: 'listUnsubscribe', type: 'text' },
  // The address a reply goes to when it must reach a ticket (./reply-address.ts); absent, the sender's no-reply.
  { name: 'replyTo', type: 'text' },
  {
    name: 'attachments',
    type: 'array',
    fields: [
      { name: 'kind', type: 'text', required: true },
      { name: 'order', type: 'number' },
      { name: 'invoice', type: 'number' },
      // A month's accounting documents (dashboard/accounting/accountant-report.ts): YYYY-MM.
      { name: 'month', type: 'text' },
    ],
  },
]

/**
 * Sends one queued e-mail. A refusal the server would repeat (an unknown mailbox) fails the job at
 * once, with its reason; anything else (the server down or busy) is tried again 10 s later, then
 * after twice as long each time: 12 more tries over about 11 hours, then the job fails. A failed
 * e-mail stays in the admin's list with its reason, where an administrator can send it again.
 * The documents it names are rendered at each try (./attachments.ts), its sealed links opened,
 * then forgotten once it is sent (./sealed-links.ts).
 */
export const sendEmailTask = (attachmentRenderers: AttachmentRenderers): TaskConfig<'send-email'> => ({
  slug: sendEmailTaskSlug,
  label: "Envoi d'un e-mail",
  inputSchema: emailFields,
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, job, req }) => {
    const { to, subject, html, text, replyTo } = input
    const attachments = await renderAttachments(req, input.attachments ?? [], attachmentRenderers)
    await mailer()
      .send({
        to,
        subject,
        html: openSealedLinks(req.payload.secret, html, 'html'),
        text: text ? openSealedLinks(req.payload.secret, text, 'text') : undefined,
        replyTo: replyTo ?? undefined,
        headers: headersOf(input),
        attachments,
        messageId: messageIdOf(job),
      })
      .catch((error: unknown) => {
        const failure = smtpFailure(error)
        throw failure.final ? new JobCancelledError(failure.reason) : new Error(failure.reason, { cause: error })
      })
    await forgetSentLinks(req.payload, job.id, input)
    return { output: {} }
  },
})
