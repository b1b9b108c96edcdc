import net from 'node:net'

import nodemailer from 'nodemailer'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { customerData } from '@shop/seed/factories'

import { baseUrl, sql } from '../support/api.ts'
import { mailTo } from '../support/customers.ts'
import { dashboardClient, dashboardToken, moveOrder, placedOrder } from '../support/dashboard.ts'
import { shopAddresses, submitForm, validForms } from '../support/forms.ts'
import { mailsTo, type Mail } from '../support/inbox.ts'
import { mailsSettledFor } from '../support/mail-jobs.ts'

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

/** An e-mail received into a thread, as the dashboard shows it. */
const received = (author: 'customer' | 'unverified', by: string, message: string, authenticationResults: string | null = null) => ({
  at: expect.any(String),
  author,
  by,
  message,
  authenticationResults,
})

/** A mail as the MX hands it on, its own Authentication-Results on top (and any the sender wrote below). */
function rawReply(from: string, to: string, authenticationResults: string[], text: string) {
  const headers = [...authenticationResults.map((verdict) => `Authentication-Results: ${verdict}`), `From: ${from}`, `To: ${to}`]
  const raw = [...headers, 'Subject: Re: votre demande', '', text, ''].join('\r\n')
  return listener().sendMail({ envelope: { from: addressIn(from), to: [to] }, raw })
}

const addressIn = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from

describe('replies by e-mail', () => {
  it("a reply to a form's acknowledgement joins its ticket, without the quoted e-mail", async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    expect(acknowledgement.replyTo).toMatch(replyAddressOf(reference))
    expect(acknowledgement.text).toContain(`répondez simplement à ce message : votre réponse rejoindra la demande ${reference}`)

    await replyTo(acknowledgement, email, 'Merci ! Le modèle exact est le Pixel 9 Pro.')
    const ticket = await ticketNamed(reference)
    expect(ticket.status).toBe('open')
    expect(ticket.replies).toEqual([received('customer', email, 'Merci ! Le modèle exact est le Pixel 9 Pro.')])
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

  it("refuses at RCPT every address that names no thread: the domain's others, the support mailbox, a forged tag, another domain", async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    const [, domain] = support.split('@')
    const forged = (acknowledgement.replyTo ?? '').replace(/\.[0-9a-f]{32}@/, `.${'0'.repeat(32)}@`)
    const elsewhere = `quelquun-${Date.now()}@example.com`
    const send = (to: string) =>
      listener().sendMail({ from: email, to, subject: `Question ${reference}`, text: 'Je voudrais modifier ma demande.' })
    expect(await refusalOf(send(`compta@${domain}`))).toBe(550)
    expect(await refusalOf(send(support))).toBe(550)
    expect(await refusalOf(send(forged))).toBe(550)
    expect(await refusalOf(send(elsewhere))).toBe(550)
    // A forged address beside a real one: the real one is filed, the other was never taken.
    await listener().sendMail({
      from: email,
      to: [forged, acknowledgement.replyTo ?? ''],
      subject: 'Re: ma demande',
      text: 'Une seule fois.',
    })
    expect((await ticketNamed(reference)).replies.map((reply: { message: string }) => reply.message)).toEqual(['Une seule fois.'])

    await mailsSettledFor(support)
    expect((await mailsTo(inject('inboxUrl'), support)).filter((mail) => mail.text.includes('Je voudrais modifier ma demande.'))).toEqual(
      [],
    )
    expect(await mailsTo(inject('inboxUrl'), elsewhere)).toEqual([])
  })

  it("refuses a deleted ticket's address, which is no thread any more", async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    await sql('delete from tickets where reference = $1', [reference])
    expect(await refusalOf(replyTo(acknowledgement, email, 'Encore là ?'))).toBe(550)
  })

  it("files another sender's mail as « expéditeur non vérifié », without reopening, with the receiving server's Authentication-Results", async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    const { id, updatedAt } = await ticketNamed(reference)
    expect((await admin.patch(`/api/dashboard/tickets/${id}`, { status: 'resolved', expectedUpdatedAt: updatedAt })).status).toBe(200)

    const stranger = customerData().email
    const verdict = `mx.maboutiqueprotection.fr; spf=pass smtp.mailfrom=${stranger}; dkim=pass header.d=example.com; dmarc=pass header.from=example.com`
    const threadAddress = acknowledgement.replyTo ?? ''
    const written = [verdict.replace('; dkim', ';\r\n\tdkim'), `mx.maboutiqueprotection.fr; dmarc=pass header.from=${email.split('@')[1]}`]
    await rawReply(`Quelqu'un <${stranger}>`, threadAddress, written, 'Annulez la commande et remboursez sur ce RIB : FR76 0000.')
    // The customer's own mail, though its receiving server found its address forged (DMARC).
    const forged = `mx.maboutiqueprotection.fr; dmarc=fail (p=reject) header.from=${email.split('@')[1]}`
    await rawReply(email, threadAddress, [forged], 'Changez mon adresse de livraison.')

    const ticket = await ticketNamed(reference)
    expect(ticket.status).toBe('resolved')
    expect(ticket.replies).toEqual([
      received('unverified', stranger, 'Annulez la commande et remboursez sur ce RIB : FR76 0000.', verdict),
      received('unverified', email, 'Changez mon adresse de livraison.', forged),
    ])

    // Then the customer, from the ticket's address (its case aside): theirs, and the ticket opens again.
    const shouted = email.replace(/^[^@]+/, (mailbox) => mailbox.toUpperCase())
    await replyTo(acknowledgement, shouted, 'Ce message-là ne vient pas de moi.')
    const reopened = await ticketNamed(reference)
    expect(reopened.status).toBe('open')
    expect(reopened.replies[2]).toEqual(received('customer', shouted, 'Ce message-là ne vient pas de moi.'))
  })

  it("files another sender's reply to an order's e-mail in the order's latest ticket, as unverified, leaving its status", async () => {
    const email = customerData().email
    const order = await placedOrder({ email })
    await moveOrder(order.id, [{ status: 'cancelled' }])
    const cancelled = await mailTo(email, `Annulation de votre commande ${order.orderNumber}`)
    const stranger = customerData().email

    // No ticket yet: one is opened for staff to read it, and support is told.
    await replyTo(cancelled, stranger, 'Je suis le conjoint du client : remboursez-moi.')
    const [opened] = await sql('select reference, status, email from tickets where order_id = $1', [order.id])
    expect(opened).toEqual({ reference: expect.any(String), status: 'open', email })
    expect((await ticketNamed(opened.reference)).replies).toEqual([
      received('unverified', stranger, 'Je suis le conjoint du client : remboursez-moi.'),
    ])
    await mailTo(support, `Nouvelle demande ${opened.reference}`)

    const { id, updatedAt } = await ticketNamed(opened.reference)
    expect((await admin.patch(`/api/dashboard/tickets/${id}`, { status: 'closed', expectedUpdatedAt: updatedAt })).status).toBe(200)
    await replyTo(cancelled, stranger, 'Alors ?')
    const tickets = await sql('select reference, status from tickets where order_id = $1', [order.id])
    expect(tickets).toEqual([{ reference: opened.reference, status: 'closed' }])
    expect(
      (await ticketNamed(opened.reference)).replies.map(({ author, message }: { author: string; message: string }) => ({
        author,
        message,
      })),
    ).toEqual([
      { author: 'unverified', message: 'Je suis le conjoint du client : remboursez-moi.' },
      { author: 'unverified', message: 'Alors ?' },
    ])
  })

  it('limits messages per sender, not per connecting server: the MX in front is the same for all', async () => {
    const first = await contactTicket()
    const second = await contactTicket()
    const send = (from: string, to: Mail, text: string) =>
      listener().sendMail({ from, to: to.replyTo ?? '', subject: 'Re: ma demande', text })
    // Ten connections at a time, as a busy MX delivers: thirty one after the other took a minute on a loaded CI machine.
    for (let batch = 0; batch < 15; batch += 5) {
      const indexes = [0, 1, 2, 3, 4].map((offset) => batch + offset)
      await Promise.all(
        indexes.flatMap((index) => [
          send(first.email, first.acknowledgement, `Message ${index}`),
          send(first.email, second.acknowledgement, `Message ${index}`),
        ]),
      )
    }
    // The 31st from one sender in 15 minutes waits (451), to a thread that has room.
    expect(await refusalOf(send(first.email, second.acknowledgement, 'Un de trop'))).toBe(451)
    // Another sender, through the same connecting server, is heard.
    await send(second.email, second.acknowledgement, 'Le mien passe.')
    const replies = (await ticketNamed(second.reference)).replies
    expect(replies).toHaveLength(16)
    expect(replies[15]).toMatchObject({ author: 'customer', by: second.email, message: 'Le mien passe.' })
  }, 120_000)

  it('files a mail written to trap the reply parser, while the shop goes on answering', async () => {
    const { email, reference, acknowledgement } = await contactTicket()
    // Without re2, email-reply-parser backtracked on these for 17 s (40 KB) and minutes (150 KB), the whole shop with it.
    const trap = (lines: number) => `${'Op ' + 'schreef '.repeat(10)}\n`.repeat(lines)
    const health: number[] = []
    let sending = true
    const poll = (async () => {
      while (sending) {
        const startedAt = performance.now()
        const res = await fetch(`${baseUrl()}/api/health`)
        expect(res.status).toBe(200)
        health.push(performance.now() - startedAt)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    try {
      for (const lines of [460, 1_700]) {
        await listener().sendMail({ from: email, to: acknowledgement.replyTo ?? '', subject: 'Re: votre demande', text: trap(lines) })
      }
    } finally {
      sending = false
      await poll
    }
    expect(health.length).toBeGreaterThan(2)
    expect(Math.max(...health)).toBeLessThan(1_000)
    const cut = `${trap(460).slice(0, 20_000).trim()}\n[…] (message tronqué)`
    expect(
      (await ticketNamed(reference)).replies.map(({ author, message }: { author: string; message: string }) => ({ author, message })),
    ).toEqual([
      { author: 'customer', message: cut },
      { author: 'customer', message: cut },
    ])
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
