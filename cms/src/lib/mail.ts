import { env } from './env.ts'
import { createMailer, type Mailer } from './mailer.ts'

let instance: Mailer | undefined

/** The process-wide mailer, configured from the environment on first use. */
export function mailer(): Mailer {
  instance ??= createMailer({ smtpUrl: env().SMTP_URL, from: env().MAIL_FROM, outboxDir: env().OUTBOX_DIR })
  return instance
}
