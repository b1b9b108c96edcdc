import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A file the mail carried, its bytes in base64 (the inbox answers JSON). */
export type CaughtAttachment = { filename: string; contentType: string; content: string }

type CaughtMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  listUnsubscribe: string | null
  /** The Message-ID header, as sent. */
  messageId: string | null
  /** Where a reply goes (the shop's threaded support address), null when the mail names none. */
  replyTo: string | null
  attachments: CaughtAttachment[]
}

/**
 * How the mail server answers for one mailbox: 'refuse' is a permanent refusal (550, an unknown
 * mailbox), 'unavailable' a temporary one (451), as a server that is down for the moment. Test
 * workers share the catcher, so it is down for the mailboxes a test names, not for everybody.
 */
export type MailboxReply = 'accept' | 'refuse' | 'unavailable'

const refusals: Record<Exclude<MailboxReply, 'accept'>, { code: number; message: string }> = {
  refuse: { code: 550, message: '5.1.1 Mailbox unavailable' },
  unavailable: { code: 451, message: '4.3.0 Mail server temporarily unavailable, try again later' },
}

export type SmtpCatcher = { smtpUrl: string; inboxUrl: string; stop: () => Promise<void> }

/**
 * A local SMTP server standing in for the shop's mail provider. What it receives can be read
 * over HTTP (`GET <inboxUrl>?to=address`), so test workers in other processes can assert it; the
 * same HTTP server says its SMTP address (`GET /smtp`) and takes how a mailbox is answered
 * (`PUT /mailboxes/<address>` with `{ reply }`).
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = []
  const replies = new Map<string, MailboxReply>()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const reply = replies.get(address.address.toLowerCase()) ?? 'accept'
      if (reply === 'accept') return callback()
      const { code, message } = refusals[reply]
      callback(Object.assign(new Error(message), { responseCode: code }))
    },
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
            messageId: parsed.messageId ?? null,
            replyTo: parsed.replyTo?.value[0]?.address ?? null,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('base64'),
            })),
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

  const inbox = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    res.setHeader('Content-Type', 'application/json')
    const mailbox = /^\/mailboxes\/(.+)$/.exec(url.pathname)?.[1]
    if (req.method === 'PUT' && mailbox) {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        replies.set(decodeURIComponent(mailbox).toLowerCase(), (JSON.parse(body) as { reply: MailboxReply }).reply)
        res.end('{}')
      })
      return
    }
    if (url.pathname === '/smtp') {
      res.end(JSON.stringify({ smtpUrl }))
      return
    }
    const to = url.searchParams.get('to')
    const found = to ? mails.filter((mail) => mail.to.includes(to)) : mails
    res.end(JSON.stringify(found))
  })
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve))
  const inboxPort = (inbox.address() as AddressInfo).port

  return {
    smtpUrl,
    inboxUrl: `http://127.0.0.1:${inboxPort}/messages`,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise<void>((resolve) => inbox.close(() => resolve()))
    },
  }
}
