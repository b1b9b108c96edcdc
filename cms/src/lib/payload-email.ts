import type { EmailAdapter } from 'payload'

import addressparser from 'nodemailer/lib/addressparser/index.js'

import { env } from './env.ts'
import { mailer } from './mail.ts'

/**
 * Payload's e-mails (the staff "forgot password") leave through the shop's mailer, so SMTP_URL,
 * the development outbox and MAIL_FROM are configured once. A Payload adapter of our own rather
 * than @payloadcms/email-nodemailer: its latest release pins payload 3.90.1 and nodemailer 9,
 * and it would open a second transport on the same settings.
 */
export const shopEmailAdapter: EmailAdapter = () => {
  const [from] = addressparser(env().MAIL_FROM, { flatten: true })
  return {
    name: 'shop-mailer',
    defaultFromAddress: from?.address ?? env().MAIL_FROM,
    defaultFromName: from?.name ?? '',
    sendEmail: (message) => mailer().send(message),
  }
}
