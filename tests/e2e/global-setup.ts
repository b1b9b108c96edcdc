import { buildShop } from '../support/build-shop.ts'
import { startTestServices } from '../support/test-services.ts'
import { signInTestAdmin } from '../support/staff-sign-in.ts'

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
  // Once for every worker (tests/support/staff-sign-in.ts says why).
  process.env.TEST_STAFF_TOKEN = await signInTestAdmin(process.env.TEST_BASE_URL)
  return stop
}
