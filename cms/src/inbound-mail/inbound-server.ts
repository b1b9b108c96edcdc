import type { Readable } from 'node:stream'

import { simpleParser, type ParsedMail } from 'mailparser'
import { createLocalReq, type Payload } from 'payload'
import { SMTPServer, type SMTPServerError, type SMTPServerSession } from 'smtp-server'

import { forwardedMailEmail } from '../emails/forwarded-mail.ts'
import { clientKey } from '../http/client-key.ts'
import { StartupError } from '../lib/startup-error.ts'
import { queueEmail } from '../mail/queue-email.ts'
import { addressParts, threadOfAddress } from '../mail/reply-address.ts'
import { reserveAttempt, type Limit } from '../security/rate-limit.ts'
import { receiveCustomerReply } from './customer-reply.ts'
import { replyText } from './reply-text.ts'

/** The largest e-mail taken: a reply is text. A bigger one is refused (552), and never held whole in memory. */
export const inboundMaxBytes = 1024 * 1024
const maxRecipients = 5
/**
 * Within the attempt window of ../security/rate-limit.ts (15 minutes), shared by all instances:
 * messages per sending network (behind the MX, the MX itself, whose own filters come first),
 * and messages per thread, so that no ticket can be flooded from anywhere.
 */
const messagesPerNetwork = 60
const messagesPerThread = 20

/** SMTP answers are read by mail servers and their administrators: the protocol's usual English. */
const refusal = (responseCode: number, message: string): SMTPServerError => Object.assign(new Error(message), { responseCode })
const tryLater = () => refusal(451, '4.3.0 Temporary failure, try again later')

const supportAddress = async (payload: Payload) =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).supportEmail

async function withinLimit(payload: Payload, limit: Limit): Promise<boolean> {
  return (await reserveAttempt(payload, [limit])).allowed
}

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

const senderOf = (mail: ParsedMail, session: SMTPServerSession) =>
  mail.from?.value[0]?.address || (session.envelope.mailFrom ? session.envelope.mailFrom.address : '') || null

/**
 * Each recipient's thread gets the customer's new text; what names no thread (an address typed by
 * hand, a tag altered, a ticket since deleted) goes once, whole, to the support address, where
 * replying answers its sender. Nothing is ever sent anywhere else.
 */
async function deliver(payload: Payload, mail: ParsedMail, session: SMTPServerSession): Promise<void> {
  const supportEmail = await supportAddress(payload)
  const from = senderOf(mail, session)
  const at = new Date().toISOString()
  const reply = { from: from ?? '', subject: mail.subject ?? '', text: replyText(mail.text ?? '', mail.attachments.length), at }
  const unclaimed: string[] = []
  for (const { address } of session.envelope.rcptTo) {
    const thread = threadOfAddress(payload.secret, supportEmail, address)
    const outcome = thread ? await receiveCustomerReply(payload, thread, reply) : { kind: 'unknown' as const }
    if (outcome.kind === 'unknown') unclaimed.push(address)
    else payload.logger.info(`Réponse par e-mail reçue pour ${outcome.reference}`)
  }
  if (unclaimed.length === 0) return
  const forwarded = forwardedMailEmail({
    from: mail.from?.text || from || 'Expéditeur inconnu',
    to: unclaimed,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    receivedAt: at,
  })
  await queueEmail(await createLocalReq({}, payload), { to: supportEmail, ...forwarded, replyTo: from })
}

export type InboundMail = { stop: () => Promise<void> }

type InboundOptions = { port: number; host: string; closeTimeoutMs: number }

/**
 * The listener that brings customers' replies back (INBOUND_SMTP_PORT): plain SMTP, no relay.
 * It takes mail for the support address's domain only, one message at most 1 MB, a few
 * recipients, within the limits above; a message it takes is answered 250 once stored (a failure
 * on this side answers 451, so that the sending server tries again).
 */
export async function startInboundMail(payload: Payload, { port, host, closeTimeoutMs }: InboundOptions): Promise<InboundMail> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: inboundMaxBytes,
    maxClients: 20,
    closeTimeout: closeTimeoutMs,
    logger: false,
    onMailFrom(_address, session, callback) {
      withinLimit(payload, { scope: 'inbound-mail-network', key: clientKey(session.remoteAddress), max: messagesPerNetwork }).then(
        (allowed) => callback(allowed ? null : refusal(451, '4.7.1 Too many messages from your network, try again later')),
        () => callback(tryLater()),
      )
    },
    onRcptTo(address, session, callback) {
      const check = async () => {
        const supportEmail = await supportAddress(payload)
        const given = addressParts(address.address)
        if (given?.domain !== addressParts(supportEmail)?.domain) return refusal(550, '5.7.1 Relaying denied')
        // The support mailbox itself is delivered by the MX: taken here, its forward would come back.
        if (address.address.toLowerCase() === supportEmail.toLowerCase()) return refusal(550, '5.1.1 Mailbox not served here')
        if (session.envelope.rcptTo.length >= maxRecipients) return refusal(452, '4.5.3 Too many recipients')
        const thread = threadOfAddress(payload.secret, supportEmail, address.address)
        const name = thread?.kind === 'ticket' ? thread.reference : thread?.orderNumber
        if (name && !(await withinLimit(payload, { scope: 'inbound-mail-thread', key: name, max: messagesPerThread }))) {
          return refusal(451, '4.7.1 Too many messages for this address, try again later')
        }
        return null
      }
      check().then(callback, () => callback(tryLater()))
    },
    onData(stream, session, callback) {
      const receive = async () => {
        const raw = await readBounded(stream, inboundMaxBytes)
        if (!raw) return refusal(552, '5.3.4 Message too big')
        await deliver(payload, await simpleParser(raw), session)
        return null
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
