import { beforeAll, describe, expect, it } from 'vitest'

import { staffData } from '@shop/seed/factories'

import { adminToken, authHeaders, jsonInit, request, sql, staffLogin } from '../support/api.ts'

/** Polls until `check` passes: the tests' shop looks at the publication queue 4 times a second. */
async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

const faqEntry = (question: string) => ({ page: 'faq', category: 'installation', question, answer: 'Réponse de test.', position: 999 })

describe('content drafts, publication and the editor role', () => {
  let admin: string
  let editor: string
  let editorId: number

  beforeAll(async () => {
    admin = await adminToken()
    const data = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', data, admin))).status).toBe(201)
    editor = await staffLogin(data.email, data.password)
    editorId = (await request('/api/users/me', authHeaders(editor))).body.user.id
  })

  it('keeps a draft FAQ entry from the public, draft=true included, and shows it to staff', async () => {
    const question = `Question en brouillon ${Date.now()} ?`
    const created = await request('/api/faqs?draft=true', jsonInit('POST', { ...faqEntry(question), _status: 'draft' }, editor))
    expect(created.status).toBe(201)
    const where = `where[question][equals]=${encodeURIComponent(question)}`
    expect((await request(`/api/faqs?${where}`)).body.totalDocs).toBe(0)
    expect((await request(`/api/faqs?${where}&draft=true`)).body.totalDocs).toBe(0)
    expect((await request(`/api/faqs/${created.body.doc.id}?draft=true`)).status).toBe(404)
    expect((await request(`/api/faqs?${where}&draft=true`, authHeaders(editor))).body.totalDocs).toBe(1)

    const published = await request(`/api/faqs/${created.body.doc.id}`, jsonInit('PATCH', { _status: 'published' }, editor))
    expect(published.status).toBe(200)
    expect((await request(`/api/faqs?${where}`)).body.docs[0].answer).toBe('Réponse de test.')

    // Gone again: the browser suite, on the same shop, counts the /faq page's questions.
    expect((await request(`/api/faqs/${created.body.doc.id}`, { method: 'DELETE', ...authHeaders(editor) })).status).toBe(200)
    expect((await request(`/api/faqs?${where}`)).body.totalDocs).toBe(0)
  })

  it('serves the published page text until a draft is published, then the new text at once', async () => {
    const before = (await request('/api/globals/warranty-page?depth=0')).body.intro as string
    expect(before.length).toBeGreaterThan(20)
    const draftIntro = `Brouillon de l'introduction ${Date.now()}`
    const saved = await request('/api/globals/warranty-page?draft=true', jsonInit('POST', { intro: draftIntro, _status: 'draft' }, editor))
    expect(saved.status).toBe(200)

    expect((await request('/api/globals/warranty-page?depth=0')).body.intro).toBe(before)
    expect((await request('/api/globals/warranty-page?depth=0&draft=true')).body.intro).toBe(before)
    expect((await request('/api/globals/warranty-page?depth=0&draft=true', authHeaders(editor))).body.intro).toBe(draftIntro)

    const published = await request('/api/globals/warranty-page', jsonInit('POST', { intro: draftIntro, _status: 'published' }, editor))
    expect(published.status).toBe(200)
    expect((await request('/api/globals/warranty-page?depth=0')).body.intro).toBe(draftIntro)

    // Versions are kept: the former text comes back by restoring its version.
    const versions = await request('/api/globals/warranty-page/versions?limit=50&sort=-updatedAt&depth=0', authHeaders(editor))
    expect(versions.status).toBe(200)
    const former = versions.body.docs.find((doc: { version: { intro: string; _status: string } }) => doc.version.intro === before)
    expect(former).toBeDefined()
    const restored = await request(`/api/globals/warranty-page/versions/${former.id}`, jsonInit('POST', {}, editor))
    expect(restored.status).toBe(200)
    expect((await request('/api/globals/warranty-page?depth=0')).body.intro).toBe(before)
    expect((await request('/api/globals/warranty-page/versions')).status).toBe(403)
  })

  it('publishes a scheduled draft at its date, not before', async () => {
    const before = (await request('/api/globals/about-page?depth=0')).body.intro as string
    const scheduledIntro = `Texte programmé ${Date.now()}`
    const saved = await request('/api/globals/about-page?draft=true', jsonInit('POST', { intro: scheduledIntro, _status: 'draft' }, editor))
    expect(saved.status).toBe(200)
    // What the admin's "Programmer la publication" queues (@payloadcms/ui schedulePublishHandler).
    const input = { type: 'publish', global: 'about-page', user: { relationTo: 'users', value: editorId } }
    const [job] = await sql(
      `insert into payload_jobs (input, task_slug, queue, wait_until) values ($1, 'schedulePublish', 'default', now() + interval '3 seconds')
       returning id`,
      [JSON.stringify(input)],
    )
    // The wait is what is tested: halfway to its date, the publication has not happened.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await request('/api/globals/about-page?depth=0')).body.intro).toBe(before)
    await eventually(async () => {
      expect((await request('/api/globals/about-page?depth=0')).body.intro).toBe(scheduledIntro)
    })
    // Done once, and kept in the jobs' history (cms/src/jobs/job-history.ts).
    expect(await sql(`select completed_at is not null as done, has_error from payload_jobs where id = $1`, [job.id])).toEqual([
      { done: true, has_error: false },
    ])

    const back = await request('/api/globals/about-page', jsonInit('POST', { intro: before, _status: 'published' }, admin))
    expect(back.status).toBe(200)
  })

  it('lets an editor write content, but not prices, orders, customers or staff', async () => {
    expect((await request('/api/globals/pricing', jsonInit('POST', { car: { hdTpu: 1 } }, editor))).status).toBe(403)
    const [pricing] = await sql(`select car_hd_tpu from pricing`)
    expect(Number(pricing.car_hd_tpu)).not.toBe(1)
    expect((await request('/api/orders?limit=1', authHeaders(editor))).status).toBe(403)
    expect((await request('/api/customers?limit=1', authHeaders(editor))).status).toBe(403)
    expect((await request('/api/invoices?limit=1', authHeaders(editor))).status).toBe(403)
    expect((await request('/api/users', jsonInit('POST', staffData('editor'), editor))).status).toBe(403)
    expect((await request('/api/orders?limit=1', authHeaders(admin))).status).toBe(200)

    const legal = await request('/api/legal-pages?where[slug][equals]=cookies&depth=0', authHeaders(editor))
    const id = legal.body.docs[0].id
    const updated = await request(`/api/legal-pages/${id}?draft=true`, jsonInit('PATCH', { version: '9.9', _status: 'draft' }, editor))
    expect(updated.status).toBe(200)
    expect((await request(`/api/legal-pages/${id}?depth=0`)).body.version).not.toBe('9.9')
  })

  it('runs no job over HTTP, whoever asks', async () => {
    for (const headers of [authHeaders(admin), authHeaders(editor), {}]) {
      expect((await request('/api/payload-jobs/run', headers)).status).toBe(401)
    }
  })
})
