import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { customerData, staffData } from '@shop/seed/factories'

import { adminToken, authHeaders, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { submitClaim, submitForm, ticketsOf, validForms } from '../support/forms.ts'

const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()

/** A person who sent a claim with a photo, a contact message and a newsletter sign-up. */
async function personWithSubmissions() {
  const { email } = customerData()
  expect((await submitClaim(validForms(email)['warranty-claim'], [{ data: await png(), name: 'a.png', type: 'image/png' }])).status).toBe(
    201,
  )
  expect((await submitForm('contact', validForms(email).contact)).status).toBe(201)
  expect((await submitForm('newsletter', { email, consent: true })).status).toBe(201)
  return email
}

const submissionsPath = (email: string) => `/api/personal-data/submissions?email=${encodeURIComponent(email)}`

describe('RGPD: a person’s form submissions, exported and erased by an administrator', () => {
  let admin: string
  let editor: string
  beforeAll(async () => {
    admin = await adminToken()
    const editorData = staffData('editor')
    expect((await request('/api/users', jsonInit('POST', editorData, admin))).status).toBe(201)
    editor = await staffLogin(editorData.email, editorData.password)
  })

  it('exports everything an address sent as a JSON download, with the consent given', async () => {
    const email = await personWithSubmissions()
    const res = await request(submissionsPath(email.toUpperCase()), authHeaders(admin))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('attachment')
    expect(res.body.email).toBe(email)
    expect(res.body.submissions.map((ticket: { source: string }) => ticket.source)).toEqual(['warranty-claim', 'contact'])
    expect(res.body.submissions[0]).toMatchObject({ product: 'Protection anti-espion', consent: { text: expect.any(String) } })
    expect(res.body.submissions[0]).not.toHaveProperty('internalNote')
    expect(res.body.photos).toHaveLength(1)
    expect(res.body.newsletter).toMatchObject({ status: 'pending', consent: { consentedAt: expect.any(String) } })
  })

  it('erases them all, photo files included, in one go', async () => {
    const email = await personWithSubmissions()
    const [photo] = await sql(
      `select p.id, p.filename from claim_photos p join tickets_rels r on r.claim_photos_id = p.id join tickets t on t.id = r.parent_id where t.email = $1`,
      [email],
    )
    const staff = await request(`/api/claim-photos/file/${photo.filename}`, authHeaders(admin))
    expect(staff.status).toBe(200)

    const res = await request(submissionsPath(email), { method: 'DELETE', ...authHeaders(admin) })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, erased: { tickets: 2, photos: 1, newsletter: 1 } })
    expect(await ticketsOf(email)).toHaveLength(0)
    expect(await sql('select id from newsletter_subscribers where email = $1', [email])).toHaveLength(0)
    expect(await sql('select id from claim_photos where id = $1', [photo.id])).toHaveLength(0)
    expect((await request(`/api/claim-photos/file/${photo.filename}`, authHeaders(admin))).status).toBe(404)
    expect((await request(submissionsPath(email), authHeaders(admin))).body).toMatchObject({
      submissions: [],
      photos: [],
      newsletter: null,
    })
  })

  it('is for administrators only, and checks the address', async () => {
    const email = await personWithSubmissions()
    expect((await request(submissionsPath(email))).status).toBe(401)
    const asEditor = await request(submissionsPath(email), { method: 'DELETE', ...authHeaders(editor) })
    expect(asEditor.status).toBe(403)
    expect(asEditor.body).toEqual({ success: false, error: "Vous n'avez pas les droits nécessaires pour cette action." })
    expect(await ticketsOf(email)).toHaveLength(2)
    // Editors handle the inbox itself.
    expect((await request(`/api/tickets?where[email][equals]=${encodeURIComponent(email)}`, authHeaders(editor))).body.totalDocs).toBe(2)
    const invalid = await request('/api/personal-data/submissions?email=pas-un-email', authHeaders(admin))
    expect(invalid.status).toBe(400)
    expect(invalid.body.error).toBe("Format d'email invalide")
  })
})

describe('retention: submissions older than site-settings say are purged', () => {
  it('deletes an old ticket with its photo files, and an untouched old sign-up, but keeps recent ones', async () => {
    const oldEmail = await personWithSubmissions()
    const recentEmail = await personWithSubmissions()
    const [photo] = await sql(
      `select p.id, p.filename from claim_photos p join tickets_rels r on r.claim_photos_id = p.id join tickets t on t.id = r.parent_id where t.email = $1`,
      [oldEmail],
    )
    expect((await request(`/api/claim-photos/file/${photo.filename}`, authHeaders(await adminToken()))).status).toBe(200)
    const [{ months }] = await sql('select submission_retention_months::int as months from site_settings')
    expect(months).toBe(36)
    // One statement, so a purge running in between cannot see the ticket aged and the sign-up not yet.
    await sql(
      `with aged as (update tickets set created_at = now() - interval '37 months' where email = $1)
       update newsletter_subscribers set updated_at = now() - interval '37 months' where email = $1`,
      [oldEmail],
    )

    // The purge runs every 2 s in the tests (SUBMISSION_PURGE_SECONDS).
    const deadline = Date.now() + 15_000
    while ((await ticketsOf(oldEmail)).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await ticketsOf(oldEmail)).toHaveLength(0)
    expect(await sql('select id from newsletter_subscribers where email = $1', [oldEmail])).toHaveLength(0)
    expect(await sql('select id from claim_photos where id = $1', [photo.id])).toHaveLength(0)
    expect((await request(`/api/claim-photos/file/${photo.filename}`, authHeaders(await adminToken()))).status).toBe(404)

    expect(await ticketsOf(recentEmail)).toHaveLength(2)
    expect(await sql('select id from newsletter_subscribers where email = $1', [recentEmail])).toHaveLength(1)
  })
})
