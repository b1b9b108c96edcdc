import type { SendMailOptions } from 'nodemailer'
import type { Payload } from 'payload'

import { env } from './env.ts'
import { createMailer, type Mailer } from './mailer.ts'

let instance: Mailer | undefined

/** The process-wide mailer, configured from the environment on first use. */
export function mailer(): Mailer {
  instance ??= createMailer({ smtpUrl: env().SMTP_URL, from: env().MAIL_FROM, outboxDir: env().OUTBOX_DIR })
  return instance
}

/**
 * Sends after the answer: a slow or failing mail server neither holds the request nor fails it
 * (what was stored stands); a failure is logged as `what`.
 */
export function mailLater(payload: Payload, mail: SendMailOptions, what: string): void {
  void mailer()
    .send(mail)
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `${what} failed` }))
}
