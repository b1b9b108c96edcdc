import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, jsonInit, request, sql, staffLogin } from '../support/api.ts'
import { staffMember } from '../support/dashboard.ts'

type SettingsRow = {
  legal_name: string
  email: string
  support_email: string
  address_street: string
  retention: number
  mediator_name: string | null
  email_reply_delay: string
  updated_by: string | null
}

const settingsRow = async () =>
  (
    await sql<SettingsRow>(
      `select legal_name, email, support_email, address_street, submission_retention_months::int as retention, mediator_name,
         email_reply_delay, updated_by
       from site_settings`,
    )
  )[0] as SettingsRow

const save = (data: unknown, jwt: string) => request('/api/globals/site-settings', jsonInit('POST', data, jwt))

async function signedIn(role: 'admin' | 'editor') {
  const member = await staffMember(role)
  return { ...member, jwt: await staffLogin(member.email, member.password) }
}

// The settings are one row the whole suite shares: what these tests change, they put back.
describe('site-settings', () => {
  let original: SettingsRow

  beforeAll(async () => {
    original = await settingsRow()
  })

  afterAll(async () => {
    await save({ legalName: original.legal_name, emailReplyDelay: original.email_reply_delay }, await adminToken())
  })

  it("keeps the seller's identity, the shop's addresses and the retention period out of an editor's reach", async () => {
    const editor = await signedIn('editor')
    const replyDelay = `Sous ${Date.now() % 40} heures`
    const res = await save(
      {
        legalName: 'Autre Société SARL',
        email: `editor-${Date.now()}@exemple.fr`,
        supportEmail: `editor-${Date.now()}@exemple.fr`,
        address: { street: '1 rue Ailleurs' },
        submissionRetentionMonths: 1,
        mediator: { name: 'Médiateur choisi par un éditeur' },
        emailReplyDelay: replyDelay,
      },
      editor.jwt,
    )
    expect(res.status).toBe(200)
    expect(await settingsRow()).toEqual({ ...original, email_reply_delay: replyDelay, updated_by: editor.email })
  })

  it('lets an administrator change the legal name, each save a version naming who saved it', async () => {
    const admin = await signedIn('admin')
    const [{ last }] = await sql('select coalesce(max(id), 0) as last from _site_settings_v')
    const legalName = `Boutique ${Date.now()} SAS`
    expect((await save({ legalName }, admin.jwt)).status).toBe(200)
    expect((await settingsRow()).legal_name).toBe(legalName)
    expect((await save({ legalName: original.legal_name }, admin.jwt)).status).toBe(200)
    const versions = await sql(
      'select version_legal_name, version_updated_by, created_at from _site_settings_v where id > $1 order by id',
      [last],
    )
    expect(versions.map(({ created_at, ...version }) => version)).toEqual([
      { version_legal_name: legalName, version_updated_by: admin.email },
      { version_legal_name: original.legal_name, version_updated_by: admin.email },
    ])
    for (const version of versions) expect(Date.now() - new Date(version.created_at).getTime()).toBeLessThan(60_000)
  })

  it('shows who saved to staff only, and the versions to administrators only', async () => {
    const editor = await signedIn('editor')
    const admin = await signedIn('admin')
    expect((await save({ emailReplyDelay: original.email_reply_delay }, admin.jwt)).status).toBe(200)
    expect((await request('/api/globals/site-settings')).body).not.toHaveProperty('updatedBy')
    const asEditor = await request('/api/globals/site-settings', { headers: { Authorization: `JWT ${editor.jwt}` } })
    expect(asEditor.body.updatedBy).toBe(admin.email)
    const versions = (jwt: string) => request('/api/globals/site-settings/versions', { headers: { Authorization: `JWT ${jwt}` } })
    expect((await versions(editor.jwt)).status).toBe(403)
    const list = await versions(admin.jwt)
    expect(list.status).toBe(200)
    expect(list.body.docs[0].version.updatedBy).toBe(admin.email)
  })
})
