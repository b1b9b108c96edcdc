import net from 'node:net'

import nodemailer from 'nodemailer'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerData } from '@shop/seed/factories'

import { sql } from '../support/api.ts'
import { mailTo } from '../support/customers.ts'
import { dashboardClient, dashboardToken, moveOrder, placedOrder } from '../support/dashboard.ts'
import { shopAddresses, submitForm, validForms } from '../support/forms.ts'
import { mailsTo, type Mail } from '../support/inbox.ts'

let admin: ReturnType<typeof dashboardClient>
let support: string

beforeAll(async () => {
  admin = dashboardClient(await dashboardToken())
  support = (await shopAddresses()).support
})

/** The shop's SMTP listener, as the MX in front of it would speak to it. */
const listener = () => nodemailer.createTransport({ host: '127.0.0.1', port: inject('inboundSmtpPort'), ignoreTLS: true })

/** A reply as Gmail writes it in French: the new text, then the shop's e-mail quoted under « … a écrit : ». */
function replyTo(mail: Mail, from: string, text: string) {
  const quoted = mail.text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  return listener().sendMail({
    from,
    to: mail.replyTo ?? '',
    subject: `Re: ${mail.subject}`,
    text: `${text}\n\nLe lun. 5 janv. 2026 à 10:12, Ma Boutique Protection <${mail.replyTo}> a écrit :\n${quoted}\n`,
  })
}

/** An SMTP session by hand, without the SIZE announcement nodemailer makes: the reply to the message's final dot. */
function rawDataReply(from: string, to: string, message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(inject('inboundSmtpPort'), '127.0.0.1')
    const steps = ['EHLO client.test', `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA']
    let buffer = ''
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const replies = buffer.split('\r\n')
      buffer = replies.pop() ?? ''
      for (const reply of replies) {
        if (/^\d{3}-/.test(reply)) continue
        if (!/^[23]/.test(reply) && steps.length > 0) return reject(new Error(`refusé avant le message : ${reply}`))
        const next = steps.shift()
        if (next) socket.write(`${next}\r\n`)
        else if (reply.startsWith('354')) socket.write(`${message}.\r\n`)
        else if (!reply.startsWith('220')) {
          socket.end('QUIT\r\n')
          return resolve(reply)
        }
      }
    })
    socket.on('error', reject)
  })
}

const refusalOf = (sending: Promise<unknown>) =>
  sending.then(
    () => null,
    (error: { responseCode?: number }) => error.responseCode ?? -1,
  )

async function ticketNamed(reference: string) {
  const [row] = await sql('select id from tickets where reference = $1', [reference])
  const res = await admin.get(`/api/dashboard/tickets/${row.id}`)
  expect(res.status).toBe(200)
  return res.body.ticket
}

/** A contact form's ticket, and its acknowledgement as the sender received it. */
async function contactTicket() {
  const email = customerData().email
  const sent = await submitForm('contact', validForms(email).contact)
  expect(sent.status).toBe(201)
  const reference = sent.body.reference as string
  return { email, reference, acknowledgement: await mailTo(email, `Votre demande ${reference}`) }
}

const replyAddressOf = (name: string) => {
  const [mailbox, domain] = support.split('@')
  return new RegExp(`^${mailbox}\\+${name.toLowerCase()}\\.[0-9a-f]{32}@${domain?.replace(/\./g, '\\.')}$`)
}

describe('replies by e-mail', () => {
  it("a reply to a form's acknowledgement joins its ticket, without the quoted e-mail", async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    expect(acknowledgement.replyTo).toMatch(replyAddressOf(reference))
    expect(acknowledgement.text).toContain(`répondez simplement à ce message : votre réponse rejoindra la demande ${reference}`)

    await replyTo(acknowledgement, email, 'Merci ! Le modèle exact est le Pixel 9 Pro.')
    const ticket = await ticketNamed(reference)
    expect(ticket.status).toBe('open')
    expect(ticket.replies).toEqual([
      { at: expect.any(String), author: 'customer', by: email, message: 'Merci ! Le modèle exact est le Pixel 9 Pro.' },
    ])
  })

  it("staff's reply threads too, and the customer's answer re-opens the resolved ticket", async () => {
    const { email, reference } = await contactTicket()
    const { id, updatedAt } = await ticketNamed(reference)
    const replied = await admin.post(`/api/dashboard/tickets/${id}/reply`, {
      message: 'Le film Pixel 9 Pro est en stock.',
      expectedUpdatedAt: updatedAt,
    })
    expect(replied.status).toBe(200)
    const resolved = await admin.patch(`/api/dashboard/tickets/${id}`, {
      status: 'resolved',
      expectedUpdatedAt: replied.body.ticket.updatedAt,
    })
    expect(resolved.body.ticket.status).toBe('resolved')

    const staffMail = await mailTo(email, `Re: votre demande ${reference}`)
    expect(staffMail.replyTo).toMatch(replyAddressOf(reference))
    await replyTo(staffMail, email, 'Parfait, je commande.\n\nUne dernière question : est-il compatible avec une coque ?')

    const ticket = await ticketNamed(reference)
    expect(ticket.status).toBe('open')
    expect(ticket.replies.map(({ author, message }: { author: string; message: string }) => ({ author, message }))).toEqual([
      { author: 'staff', message: 'Le film Pixel 9 Pro est en stock.' },
      { author: 'customer', message: 'Parfait, je commande.\n\nUne dernière question : est-il compatible avec une coque ?' },
    ])
  })

  it("a reply to an order's shipping e-mail opens a ticket of that order, and the next one joins it", async () => {
    const email = customerData().email
    const order = await placedOrder({ email })
    await moveOrder(order.id, [{ status: 'processing' }, { status: 'shipped', carrier: 'Colissimo', trackingNumber: `6A${Date.now()}` }])
    const shipped = await mailTo(email, `Votre commande ${order.orderNumber} est expédiée`)
    expect(shipped.replyTo).toMatch(replyAddressOf(order.orderNumber))

    await replyTo(shipped, email, 'Le colis est-il assuré ?')
    await replyTo(shipped, email, 'Et livré en point relais ?')
    const tickets = await sql('select reference, source, category, status, email, order_id from tickets where order_id = $1', [order.id])
    expect(tickets).toEqual([expect.objectContaining({ source: 'email', category: 'Commande', status: 'open', email, order_id: order.id })])
    const ticket = await ticketNamed(tickets[0].reference)
    expect(ticket.subject).toBe(`Re: ${shipped.subject}`)
    expect(ticket.replies.map((reply: { message: string }) => reply.message)).toEqual([
      'Le colis est-il assuré ?',
      'Et livré en point relais ?',
    ])
    const notification = await mailTo(support, `Nouvelle demande ${tickets[0].reference}`)
    expect(notification.text).toContain(order.orderNumber)

    const cancelled = await placedOrder({ email })
    await moveOrder(cancelled.id, [{ status: 'cancelled' }])
    expect((await mailTo(email, `Annulation de votre commande ${cancelled.orderNumber}`)).replyTo).toMatch(
      replyAddressOf(cancelled.orderNumber),
    )
  })

  it('passes a forged tag on to the support address, and relays nothing elsewhere', async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    const forged = (acknowledgement.replyTo ?? '').replace(/\.[0-9a-f]{32}@/, `.${'0'.repeat(32)}@`)
    const subject = `Question ${reference} ${Date.now()}`
    await listener().sendMail({ from: email, to: forged, subject, text: 'Je voudrais modifier ma demande.' })

    const forwarded = await mailTo(support, subject)
    expect(forwarded.subject).toBe(`Message reçu à ${forged} : ${subject}`)
    expect(forwarded.text).toContain('Je voudrais modifier ma demande.')
    expect(forwarded.replyTo).toBe(email)
    expect((await ticketNamed(reference)).replies).toEqual([])

    const elsewhere = `quelquun-${Date.now()}@example.com`
    expect(await refusalOf(listener().sendMail({ from: email, to: elsewhere, subject: 'Relais', text: 'Relayez-moi.' }))).toBe(550)
    expect(await refusalOf(listener().sendMail({ from: email, to: support, subject: 'Boucle', text: 'Directement.' }))).toBe(550)
    expect(await mailsTo(inject('inboxUrl'), elsewhere)).toEqual([])
  })

  it('refuses a mail over 1 MB with 552, announced or not, and the ticket stays as it was', async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    const huge = 'Une très longue réponse. '.repeat(45_000)
    // nodemailer announces the size (MAIL FROM … SIZE=): refused before a byte is sent.
    expect(await refusalOf(replyTo(acknowledgement, email, huge))).toBe(552)
    // A client that does not: counted while it arrives, refused at its end.
    const lines = [`From: ${email}`, `To: ${acknowledgement.replyTo}`, 'Subject: Re: trop long', '', ...Array(20_000).fill('x'.repeat(60))]
    expect(await rawDataReply(email, acknowledgement.replyTo ?? '', `${lines.join('\r\n')}\r\n`)).toMatch(/^552 /)
    expect((await ticketNamed(reference)).replies).toEqual([])
  })
})
