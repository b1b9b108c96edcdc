import { buildShop } from '../support/build-shop.ts'
import { startTestServices } from '../support/test-services.ts'
import { testAdmin } from '../support/shop-server.ts'

/**
 * The test administrator signs in once for every worker: Payload keeps a staff member's sessions
 * in their user row, read then written back whole, so sign-ins of the same account at the same
 * moment keep only one of their sessions, and the others' tokens are refused. (The staff login
 * also counts tries per address: 5 in 15 minutes.)
 */
async function signInStaff(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: testAdmin.email, password: testAdmin.password }),
  })
  const body = (await res.json()) as { token?: string }
  if (res.status !== 200 || !body.token) throw new Error(`connexion du personnel : ${res.status} ${JSON.stringify(body)}`)
  return body.token
}

/**
 * `npm test` passes TEST_BASE_URL of the shop it started; run alone, Playwright builds what changed and starts its own
 * (with its mail catcher and fake Google) on a fresh database and stops it at the end.
 */
export default async function globalSetup() {
  let stop: (() => Promise<void>) | undefined
  if (!process.env.TEST_BASE_URL) {
    await buildShop()
    const services = await startTestServices(process.env.DATABASE_URL)
    process.env.TEST_BASE_URL = services.server.url
    process.env.TEST_INBOX_URL = services.catcher.inboxUrl
    process.env.TEST_STRIPE_URL = services.stripe.apiBase
    process.env.TEST_INBOUND_SMTP_PORT = String(services.inboundSmtpPort)
    process.env.TEST_DATABASE_URL = services.server.databaseUrl
    stop = services.stop
  }
  process.env.TEST_STAFF_TOKEN = await signInStaff(process.env.TEST_BASE_URL)
  return stop
}
