import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

import { env } from '../lib/env.ts'

/** Sends one message, in nodemailer's shape; the queue's task (./send-email-task.ts) is its only user. */
export type Mailer = { send: (mail: SendMailOptions) => Promise<void> }

type MailerOptions = { smtpUrl?: string; from: string; outboxDir: string }

/**
 * Mail leaves through SMTP (SMTP_URL). Without it (development, some tests) each message is
 * written as an .eml file in the outbox folder, where it can be opened or asserted.
 */
function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl)
    return {
      send: async (mail) => {
        await transport.sendMail({ from, ...mail })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail })
      await fs.mkdir(outboxDir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer)
    },
  }
}

let instance: Mailer | undefined

/** The process-wide mailer, configured from the environment on first use; only the outbox's task sends. */
export function mailer(): Mailer {
  instance ??= createMailer({ smtpUrl: env().SMTP_URL, from: env().MAIL_FROM, outboxDir: env().OUTBOX_DIR })
  return instance
}
