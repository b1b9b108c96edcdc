import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { customerData } from '@shop/seed/factories'

import { sql } from '../support/api.ts'
import { signedInCustomer } from '../support/customers.ts'
import { submitForm } from '../support/forms.ts'
import { mailsTo, waitForMail } from '../support/inbox.ts'
import type { ShopServer } from '../support/shop-server.ts'
import { startSuiteInstance } from '../support/test-services.ts'

/**
 * A second shop on the suite's database, photo folder and mail server, as production runs it:
 * published over HTTPS behind a proxy, and sharing the job queues with the first, where the
 * hourly purge of old photos and the e-mails can be watched.
 */
describe('a second instance, behind HTTPS', () => {
  let server: ShopServer
  let photosDir: string
  const photo = async (name: string, age: string, customer: number | null = null) => {
    await fs.writeFile(path.join(photosDir, `${name}.png`), 'photo')
    await fs.writeFile(path.join(photosDir, `${name}-160x120.webp`), 'vignette')
    const [row] = await sql(
      `insert into customer_photos (purpose, filename, mime_type, filesize, sizes_thumbnail_filename, customer_id, created_at, updated_at)
       values ('device', $1, 'image/png', 5, $2, $4, now() - $3::interval, now() - $3::interval) returning id`,
      [`${name}.png`, `${name}-160x120.webp`, age, customer],
    )
    return row.id as number
  }
  let oldPhoto: number
  let recentPhoto: number
  let anonymousDayOld: number
  let anonymousRecent: number
  const suffix = `${process.pid}-${Date.now()}`

  beforeAll(async () => {
    if (!inject('dataDir')) throw new Error('TEST_DATA_DIR manque : le dossier de données de la boutique de la suite')
    photosDir = path.join(inject('dataDir'), 'customer-photos')
    await fs.mkdir(photosDir, { recursive: true })
    const customer = Number((await signedInCustomer()).client.id)
    oldPhoto = await photo(`ancienne-${suffix}`, '8 days', customer)
    recentPhoto = await photo(`recente-${suffix}`, '6 days', customer)
    // Sent without an account: a day is all such a photo is kept unordered.
    anonymousDayOld = await photo(`anonyme-ancienne-${suffix}`, '25 hours')
    anonymousRecent = await photo(`anonyme-recente-${suffix}`, '23 hours')
    server = await startSuiteInstance(
      { databaseUrl: inject('databaseUrl'), inboxUrl: inject('inboxUrl') },
      { PUBLIC_URL: 'https://boutique.example.test', PHOTOS_DIR: photosDir },
    )
  })

  afterAll(async () => {
    await server?.stop()
  })

  it("runs the hourly photo purge once when it falls due, on one of the two: old photos go (row and files, a week for a customer's, a day for one sent without an account), recent ones stay", async () => {
    // As if the hour since the last purge had passed (once the run at the suite shop's start is over).
    const makeDue = () =>
      sql(
        `update payload_jobs set wait_until = now()
          where task_slug = 'customer-photo-purge' and completed_at is null and not has_error and not processing returning id`,
      )
    let due: number | undefined
    await expect
      .poll(
        async () => {
          due ??= (await makeDue())[0]?.id as number | undefined
          return due !== undefined
        },
        { timeout: 10_000 },
      )
      .toBe(true)
    const deadline = Date.now() + 20_000
    while (
      (await sql('select id from customer_photos where id = any($1)', [[oldPhoto, anonymousDayOld]])).length > 0 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(
      await sql('select id from customer_photos where id = any($1) order by id', [
        [oldPhoto, recentPhoto, anonymousDayOld, anonymousRecent],
      ]),
    ).toEqual([{ id: recentPhoto }, { id: anonymousRecent }])
    expect(existsSync(path.join(photosDir, `ancienne-${suffix}.png`))).toBe(false)
    expect(existsSync(path.join(photosDir, `ancienne-${suffix}-160x120.webp`))).toBe(false)
    expect(existsSync(path.join(photosDir, `recente-${suffix}.png`))).toBe(true)
    // That period ran once, and the next waits an hour, whichever instance queued it.
    await expect
      .poll(async () =>
        sql(
          `select (select count(*)::int from payload_jobs
                    where task_slug = 'customer-photo-purge' and id >= $1 and completed_at is not null) as ran,
                  (select round(extract(epoch from wait_until - now()) / 60)::int from payload_jobs
                    where task_slug = 'customer-photo-purge' and completed_at is null and not has_error) as next_in_minutes`,
          [due],
        ),
      )
      .toEqual([{ ran: 1, next_in_minutes: 60 }])
  })

  it('sends each queued e-mail once, whichever of the two takes the mail queue', async () => {
    const addresses = Array.from({ length: 30 }, () => customerData().email)
    const answers = await Promise.all(addresses.map((email) => submitForm('newsletter', { email, consent: true })))
    expect(answers.map((res) => res.status)).toEqual(addresses.map(() => 201))
    for (const email of addresses) await waitForMail(inject('inboxUrl'), email, 'Confirmez votre inscription')
    // The wait is what is tested: both instances keep polling (every 250 ms here), and nothing leaves a second time.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const received = await Promise.all(addresses.map(async (email) => (await mailsTo(inject('inboxUrl'), email)).length))
    expect(received).toEqual(addresses.map(() => 1))
    const tries = await sql<{ succeeded: number }>(
      `select count(*) filter (where l.state = 'succeeded')::int as succeeded
         from payload_jobs j left join payload_jobs_log l on l._parent_id = j.id
        where j.task_slug = 'send-email' and j.input->>'to' = any($1) group by j.id`,
      [addresses],
    )
    expect(tries).toEqual(addresses.map(() => ({ succeeded: 1 })))
  })

  it('sends the staff cookie with Secure', async () => {
    const admin = inject('admin')
    const res = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify(admin),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
    expect(cookie).toMatch(/;\s*Secure/i)
  })
})
