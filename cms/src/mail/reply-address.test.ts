import { describe, expect, it } from 'vitest'

import { replyAddress, threadOfAddress } from './reply-address.ts'

const secret = 'un-secret-de-test-de-trente-deux-caracteres'
const support = 'support@maboutiqueprotection.fr'

describe('reply addresses', () => {
  it('tags the support address with the thread, signed, and reads it back whatever the case', () => {
    const ticket = { kind: 'ticket', reference: 'SUP-05012026-000042' } as const
    const address = replyAddress(secret, support, ticket)
    expect(address).toMatch(/^support\+sup-05012026-000042\.[0-9a-f]{32}@maboutiqueprotection\.fr$/)
    expect(threadOfAddress(secret, support, address)).toEqual(ticket)
    expect(threadOfAddress(secret, support, address.toUpperCase())).toEqual(ticket)
    const order = { kind: 'order', orderNumber: 'MBP-05012026-0007' } as const
    expect(threadOfAddress(secret, support, replyAddress(secret, support, order))).toEqual(order)
  })

  it('names nothing when the signature is not the server’s, or the address not the support one', () => {
    const address = replyAddress(secret, support, { kind: 'ticket', reference: 'SUP-05012026-000042' })
    const [, mac] = /\.([0-9a-f]+)@/.exec(address) ?? []
    expect(threadOfAddress('un-autre-secret-de-trente-deux-caracteres', support, address)).toBeNull()
    // Another thread's name with this signature, the signature without the name, another mailbox or domain.
    expect(threadOfAddress(secret, support, `support+sup-05012026-000043.${mac}@maboutiqueprotection.fr`)).toBeNull()
    expect(threadOfAddress(secret, support, `support+sup-05012026-000042@maboutiqueprotection.fr`)).toBeNull()
    expect(threadOfAddress(secret, support, address.replace('support+', 'contact+'))).toBeNull()
    expect(threadOfAddress(secret, support, address.replace('maboutiqueprotection.fr', 'example.com'))).toBeNull()
    expect(threadOfAddress(secret, support, support)).toBeNull()
  })
})
