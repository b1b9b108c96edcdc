import { JobCancelledError, type TaskConfig } from 'payload'

import { mailer } from './mailer.ts'
import { sendEmailTaskSlug, type EmailMessage } from './queue-email.ts'
import { smtpFailure } from './smtp-failure.ts'

/** The headers mail clients show as their own 'unsubscribe' button (one click, RFC 8058). */
function headersOf({ listUnsubscribe }: EmailMessage) {
  return listUnsubscribe ? { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}
}

/**
 * Sends one queued e-mail. A refusal the server would repeat (an unknown mailbox) fails the job at
 * once, with its reason; anything else (the server down or busy) is tried again 10 s later, then
 * after twice as long each time: 12 more tries over about 11 hours, then the job fails. A failed
 * e-mail stays in the admin's list with its reason, where an administrator can send it again.
 */
export const sendEmailTask: TaskConfig<'send-email'> = {
  slug: sendEmailTaskSlug,
  label: "Envoi d'un e-mail",
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'listUnsubscribe', type: 'text' },
  ],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input }) => {
    const { to, subject, html, text } = input
    await mailer()
      .send({ to, subject, html, text: text ?? undefined, headers: headersOf(input) })
      .catch((error: unknown) => {
        const failure = smtpFailure(error)
        throw failure.final ? new JobCancelledError(failure.reason) : new Error(failure.reason, { cause: error })
      })
    return { output: {} }
  },
}
