import type { Readable } from 'node:stream'

import { simpleParser, type ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer, type SMTPServerError, type SMTPServerSession } from 'smtp-server'

import { StartupError } from '../lib/startup-error.ts'
import { addressParts, threadOfAddress, type ReplyThread } from '../mail/reply-address.ts'
import { reserveAttempt, type Limit } from '../security/rate-limit.ts'
import { receiveCustomerReply, threadExists } from './customer-reply.ts'
import { replyText } from './reply-text.ts'

/** The largest e-mail taken: a reply is text. A bigger one is refused (552), and never held whole in memory. */
const inboundMaxBytes = 1024 * 1024
const maxRecipients = 5
/**
 * Within the attempt window of ../security/rate-limit.ts (15 minutes), shared by all instances:
 * messages per thread, so that no ticket can be flooded from anywhere, and per sender (the
 * envelope's, counted at its first recipient). Never per connecting server: that is the MX in
 * front of this port, the same for every sender.
 */
const messagesPerThread = 20
const messagesPerSender = 30
/** The receiving server's verdict, kept for staff: long enough for SPF, DKIM, DMARC and ARC together. */
const authenticationResultsMaxLength = 2_000

/** SMTP answers are read by mail servers and their administrators: the protocol's usual English. */
const refusal = (responseCode: number, message: string): SMTPServerError => Object.assign(new Error(message), { responseCode })
const tryLater = () => refusal(451, '4.3.0 Temporary failure, try again later')
const noSuchMailbox = () => refusal(550, '5.1.1 No such mailbox here')

const supportAddress = async (payload: Payload) =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).supportEmail

const threadName = (thread: ReplyThread) => (thread.kind === 'ticket' ? thread.reference : thread.orderNumber)

const envelopeSender = (session: SMTPServerSession) => (session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '')

/** The message while it arrives, up to `max` bytes: past that, the rest is read (SMTP must) and dropped. */
async function readBounded(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size <= max) chunks.push(chunk)
  }
  return size <= max ? Buffer.concat(chunks) : null
}

/**
 * The receiving mail server's Authentication-Results (SPF, DKIM, DMARC of the sender): the
 * topmost, since each server on the way adds its own above the others; one written lower down,
 * by the sender, proves nothing.
 */
function authenticationResults(mail: ParsedMail): string | null {
  const header = mail.headerLines.find(({ key }) => key === 'authentication-results')
  if (!header) return null
  const value = header.line
    .slice(header.line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim()
  return value.slice(0, authenticationResultsMaxLength) || null
}

/**
 * Each recipient's thread gets the sender's new text; the recipients were all threads at RCPT.
 * One deleted since is left out; when none is left, the message is refused (the sender learns it).
 */
async function deliver(payload: Payload, mail: ParsedMail, session: SMTPServerSession): Promise<SMTPServerError | null> {
  const supportEmail = await supportAddress(payload)
  const reply = {
    from: mail.from?.value[0]?.address || envelopeSender(session),
    subject: mail.subject ?? '',
    text: await replyText(mail.text ?? '', mail.attachments.length),
    at: new Date().toISOString(),
    authenticationResults: authenticationResults(mail),
  }
  let filed = 0
  for (const { address } of session.envelope.rcptTo) {
    const thread = threadOfAddress(payload.secret, supportEmail, address)
    const outcome = thread ? await receiveCustomerReply(payload, thread, reply) : { kind: 'unknown' as const }
    if (outcome.kind === 'unknown') payload.logger.warn(`Réponse par e-mail à ${address} : ce fil n'existe plus`)
    else {
      filed += 1
      payload.logger.info(`Réponse par e-mail reçue pour ${outcome.reference}${outcome.verified ? '' : ' (expéditeur non vérifié)'}`)
    }
  }
  return filed > 0 ? null : noSuchMailbox()
}

export type InboundMail = { stop: () => Promise<void> }

type InboundOptions = { port: number; host: string; closeTimeoutMs: number }

/**
 * The listener that brings customers' replies back (INBOUND_SMTP_PORT): plain SMTP, no relay.
 * It takes mail for the threads' tagged addresses only (any other address is refused at RCPT),
 * one message at most 1 MB, a few recipients, within the limits above; a message it takes is
 * answered 250 once stored (a failure on this side answers 451, so that the sending server tries
 * again). What it reads runs apart (./reply-text.ts): no message holds up HTTP or the jobs.
 */
export async function startInboundMail(payload: Payload, { port, host, closeTimeoutMs }: InboundOptions): Promise<InboundMail> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: inboundMaxBytes,
    maxClients: 20,
    closeTimeout: closeTimeoutMs,
    logger: false,
    onRcptTo(address, session, callback) {
      const check = async () => {
        const supportEmail = await supportAddress(payload)
        const given = addressParts(address.address)
        if (given?.domain !== addressParts(supportEmail)?.domain) return refusal(550, '5.7.1 Relaying denied')
        // The support mailbox itself, and the domain's other addresses, are the MX's to deliver.
        const thread = threadOfAddress(payload.secret, supportEmail, address.address)
        if (!thread) return noSuchMailbox()
        if (session.envelope.rcptTo.length >= maxRecipients) return refusal(452, '4.5.3 Too many recipients')
        if (!(await threadExists(payload, thread))) return noSuchMailbox()
        const limits: Limit[] = [{ scope: 'inbound-mail-thread', key: threadName(thread), max: messagesPerThread }]
        if (session.envelope.rcptTo.length === 0) {
          limits.push({ scope: 'inbound-mail-sender', key: envelopeSender(session), max: messagesPerSender })
        }
        if (!(await reserveAttempt(payload, limits)).allowed) return refusal(451, '4.7.1 Too many messages, try again later')
        return null
      }
      check().then(callback, () => callback(tryLater()))
    },
    onData(stream, session, callback) {
      const receive = async () => {
        const raw = await readBounded(stream, inboundMaxBytes)
        if (!raw) return refusal(552, '5.3.4 Message too big')
        return deliver(payload, await simpleParser(raw), session)
      }
      receive().then(callback, (error: unknown) => {
        payload.logger.error({ err: error, msg: 'réponse par e-mail non enregistrée' })
        callback(tryLater())
      })
    },
  })
  smtp.on('error', (error) => payload.logger.warn({ err: error, msg: 'serveur des réponses par e-mail' }))
  await new Promise<void>((resolve, reject) => {
    const refused = (error: Error) =>
      reject(
        new StartupError(
          `Réponses par e-mail : écoute impossible sur ${host}:${port} (${error.message}). Une seule instance les reçoit : retirez INBOUND_SMTP_PORT des autres.`,
        ),
      )
    smtp.server.once('error', refused)
    smtp.listen(port, host, () => {
      smtp.server.off('error', refused)
      resolve()
    })
  })
  return { stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}
