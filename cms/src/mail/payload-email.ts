import { createLocalReq, type EmailAdapter } from 'payload'

import addressparser from 'nodemailer/lib/addressparser/index.js'

import { env } from '../lib/env.ts'
import { queueEmail } from './queue-email.ts'

/**
 * Payload's e-mails (the staff "forgot password") go through the shop's outbox like the shop's
 * own, so SMTP_URL, the development outbox folder and MAIL_FROM are configured once and a mail
 * server away costs no e-mail. A Payload adapter of our own rather than @payloadcms/email-nodemailer:
 * its latest release pins payload 3.90.1 and nodemailer 9, and it would send at once.
 *
 * Payload hands the adapter no request: the e-mail is queued on its own, just before Payload
 * commits the reset token it carries (a token rolled back afterwards makes a link that fails).
 */
export const shopEmailAdapter: EmailAdapter = ({ payload }) => {
  const [from] = addressparser(env().MAIL_FROM, { flatten: true })
  return {
    name: 'shop-mailer',
    defaultFromAddress: from?.address ?? env().MAIL_FROM,
    defaultFromName: from?.name ?? '',
    sendEmail: async ({ to, subject, html }) => {
      if (typeof to !== 'string' || typeof html !== 'string') throw new Error('Payload e-mail with an unexpected recipient or body')
      await queueEmail(await createLocalReq({}, payload), { to, subject: subject ?? '', html })
    },
  }
}
