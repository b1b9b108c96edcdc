import { describe, expect, it } from 'vitest'

import { uniqueClientIp } from '@shop/seed/factories'

import { request, sql } from '../support/api.ts'
import { staffMember } from '../support/dashboard.ts'

/**
 * How long a login for nobody takes against a wrong password, attempt after attempt, each from its
 * own address (the limits stay out of it): the median of three ratios, each of two logins sent
 * one after the other, so that both meet the same load on the machine.
 */
async function nobodyAgainstWrongPassword(send: (ip: string, who: 'nobody' | 'member', attempt: number) => Promise<number>) {
  const timed = async (who: 'nobody' | 'member', attempt: number) => {
    const startedAt = performance.now()
    expect(await send(uniqueClientIp(), who, attempt)).toBe(401)
    return performance.now() - startedAt
  }
  const ratios: number[] = []
  for (let attempt = 0; attempt < 3; attempt++) ratios.push((await timed('nobody', attempt)) / (await timed('member', attempt)))
  return ratios.sort((a, b) => a - b)[1] as number
}

const post = (path: string, ip: string, body: unknown) =>
  request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  }).then((res) => res.status)

const unknown = (attempt: number) => `personne-${Date.now()}-${attempt}@example.fr`

// Payload hashes a password in about 0.17 s here and refuses an unknown account at once: without the
// shop's equal work, an unknown e-mail or username was answered in 10 to 25 ms.
describe('a staff login for nobody takes as long as a wrong password', () => {
  it("Payload's stored hashes are still the ones the shop imitates (PBKDF2-SHA256, 32-byte keys)", async () => {
    const member = await staffMember('editor')
    const [row] = await sql('select hash from users where id = $1', [member.id])
    expect(row.hash).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/)
  })

  it("in Payload's admin (POST /api/users/login)", async () => {
    const member = await staffMember('editor')
    const ratio = await nobodyAgainstWrongPassword((ip, who, attempt) =>
      post('/api/users/login', ip, {
        email: who === 'member' ? member.email : unknown(attempt),
        password: `Mauvais-mot-de-passe-${attempt}`,
      }),
    )
    expect(ratio).toBeGreaterThan(0.5)
  })

  it('in the dashboard (POST /api/admin-auth), by e-mail or username', async () => {
    const member = await staffMember('admin')
    const ratio = await nobodyAgainstWrongPassword((ip, who, attempt) =>
      post('/api/admin-auth', ip, {
        username: who === 'member' ? member.email : `personne${Date.now()}${attempt}`,
        password: `Mauvais-mot-de-passe-${attempt}`,
      }),
    )
    expect(ratio).toBeGreaterThan(0.5)
  })
})
