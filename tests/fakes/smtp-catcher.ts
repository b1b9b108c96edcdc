import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string; listUnsubscribe: string | null }

export type SmtpCatcher = { smtpUrl: string; inboxUrl: string; stop: () => Promise<void> }

/**
 * A local SMTP server standing in for the shop's mail provider. What it receives can be read
 * over HTTP (`GET <inboxUrl>?to=address`), so test workers in other processes can assert it.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? ''))
          mails.push({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            listUnsubscribe: parsed.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? null,
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const inbox = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')
    const found = to ? mails.filter((mail) => mail.to.includes(to)) : mails
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(found))
  })
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve))
  const inboxPort = (inbox.address() as AddressInfo).port

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl: `http://127.0.0.1:${inboxPort}/messages`,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise<void>((resolve) => inbox.close(() => resolve()))
    },
  }
}
