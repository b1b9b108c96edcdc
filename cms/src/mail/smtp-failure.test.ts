import net from 'node:net'
import type { AddressInfo } from 'node:net'

import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { smtpFailure } from './smtp-failure.ts'

/** The reply a mail server gives to a command, by what the command names (absent: accepted). */
const replies: Record<string, string> = {
  'inconnu@example.fr': '550 5.1.1 Mailbox unavailable',
  'plein@example.fr': '452 4.2.2 Mailbox full, try again later',
  'contenu@example.fr': 'DATA 554 5.7.1 Message refused',
  'expediteur-refuse@example.fr': '553 5.7.1 Sender not allowed',
}

/** Just enough SMTP to give nodemailer each kind of answer, so that its real errors are classified. */
function fakeSmtp(): net.Server {
  return net.createServer((socket) => {
    let sender = ''
    let recipient = ''
    let inData = false
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (inData) {
          if (line !== '.') continue
          inData = false
          const reply = replies[recipient]
          socket.write(`${reply?.startsWith('DATA ') ? reply.slice(5) : '250 2.0.0 Ok'}\r\n`)
          continue
        }
        const [verb = ''] = line.split(/[ :]/)
        const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n')
        else if (verb === 'MAIL') {
          sender = address
          socket.write(`${replies[sender] ?? '250 2.1.0 Ok'}\r\n`)
        } else if (verb === 'RCPT') {
          recipient = address
          const reply = replies[recipient]
          socket.write(`${reply && !reply.startsWith('DATA ') ? reply : '250 2.1.5 Ok'}\r\n`)
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n')
        else socket.write('250 Ok\r\n')
      }
    })
  })
}

describe('smtpFailure', () => {
  const server = fakeSmtp()
  let port: number

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const failureOf = async (to: string, { from = 'boutique@example.fr', at = port } = {}) => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: at, ignoreTLS: true })
    const error = await transport.sendMail({ from, to, subject: 'Test', text: 'Bonjour' }).then(
      () => null,
      (err: unknown) => err,
    )
    return error === null ? null : smtpFailure(error)
  }

  it('fails for good on a 5xx refusal of the recipient or of the message', async () => {
    expect(await failureOf('inconnu@example.fr')).toEqual({
      reason: 'Refus définitif du serveur de messagerie : 550 5.1.1 Mailbox unavailable',
      final: true,
    })
    expect(await failureOf('contenu@example.fr')).toEqual({
      reason: 'Refus définitif du serveur de messagerie : 554 5.7.1 Message refused',
      final: true,
    })
  })

  it('tries again after a 4xx reply, a refused sender and an unreachable server', async () => {
    expect(await failureOf('plein@example.fr')).toEqual({
      reason: 'Refus du serveur de messagerie : 452 4.2.2 Mailbox full, try again later',
      final: false,
    })
    expect(await failureOf('client@example.fr', { from: 'expediteur-refuse@example.fr' })).toEqual({
      reason: 'Refus du serveur de messagerie : 553 5.7.1 Sender not allowed',
      final: false,
    })
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const unreachable = await failureOf('client@example.fr', { at: closedPort })
    expect(unreachable?.final).toBe(false)
    expect(unreachable?.reason).toMatch(/^Serveur de messagerie injoignable : .*ECONNREFUSED/)
  })

  it('accepts what the server accepts', async () => {
    expect(await failureOf('client@example.fr')).toBeNull()
  })
})
