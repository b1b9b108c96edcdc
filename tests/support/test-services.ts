import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts'
import { startFakeGoogle, type FakeGoogle } from '../fakes/oidc-provider.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher.ts'
import { freePort } from './free-port.ts'
import { smtpUrlOf } from './inbox.ts'
import { startShopServer, type ShopServer } from './shop-server.ts'

/**
 * How often the tests' shops run their queues and chores. Every instance on the suite's database
 * must be given them: whichever holds the chores queue schedules the next runs with its own periods.
 */
const testJobTimings = {
  // Reconciliation every 2 s instead of 5 min, so that a test can watch it settle a missed payment.
  PAYMENT_RECONCILE_SECONDS: '2',
  // E-mails, chores and scheduled publications are taken from the job queues within a quarter of a second.
  JOBS_POLL_MS: '250',
  // The retention purge of form submissions every 2 s instead of every hour (tests/api/form-submissions-personal-data.test.ts).
  SUBMISSION_PURGE_SECONDS: '2',
  // Newsletters due go out within a second (tests/api/newsletter-campaigns.test.ts).
  NEWSLETTER_SEND_SECONDS: '1',
  // Inactive accounts are warned and erased within a second (tests/api/inactive-accounts.test.ts).
  INACTIVE_ACCOUNTS_SECONDS: '1',
  // Satisfaction e-mails are asked for within a second (tests/api/satisfaction.test.ts).
  SATISFACTION_REQUEST_SECONDS: '1',
  // Sales start and end within a second of their dates (tests/api/sale-prices.test.ts).
  SALE_PRICES_SECONDS: '1',
  // The accountant's monthly figures leave within a second of the address being set (tests/api/accounting.test.ts).
  ACCOUNTANT_REPORT_SECONDS: '1',
}

/**
 * Customers' password hashes at 2^14 instead of 2^17 in the API and browser suites' shops: they
 * sign up and sign in hundreds of customers, each hash 60 ms instead of 600 (the start-up and
 * cluster suites keep the production cost; tests/api/customer-auth.test.ts checks the setting is used).
 */
export const testPasswordCost = { PASSWORD_SCRYPT_LOG2_N: '14' }

export type TestServices = {
  server: ShopServer
  catcher: SmtpCatcher
  google: FakeGoogle
  stripe: FakeStripe
  /** The shop's own SMTP listener, where customers' replies arrive (tests/api/inbound-replies.test.ts). */
  inboundSmtpPort: number
  stop: () => Promise<void>
}

/**
 * The shop as the API and browser suites use it: its third parties (mail, Google, Stripe) replaced at
 * the network edge by local servers, started first so the shop can be configured to use them.
 */
export async function startTestServices(databaseUrl?: string): Promise<TestServices> {
  const port = await freePort()
  const inboundSmtpPort = await freePort()
  const catcher = await startSmtpCatcher()
  const google = await startFakeGoogle(`http://127.0.0.1:${port}/api/auth/google/callback`)
  const stripe = await startFakeStripe()
  stripe.deliverTo(`http://127.0.0.1:${port}/api/stripe-webhook`)
  const server = await startShopServer({
    port,
    databaseUrl,
    env: {
      SMTP_URL: catcher.smtpUrl,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.apiBase,
      INBOUND_SMTP_PORT: String(inboundSmtpPort),
      ...testJobTimings,
      ...testPasswordCost,
      // The API suite counts the SQL statements of a checkout (tests/api/checkout.test.ts).
      SERVER_TIMING: '1',
    },
  })
  return {
    server,
    catcher,
    google,
    stripe,
    inboundSmtpPort,
    stop: async () => {
      await server.stop()
      await catcher.stop()
      await google.stop()
      await stripe.stop()
    },
  }
}

/**
 * One more instance of the suite's shop, on its database. It may take any job queue, so it runs
 * them as the first does: with the suite's timings (the holder of the chores queue schedules
 * their next runs with its own periods) and through the suite's mail server.
 */
export async function startSuiteInstance(
  suite: { databaseUrl: string; inboxUrl: string },
  env: Record<string, string> = {},
): Promise<ShopServer> {
  return startShopServer({
    databaseUrl: suite.databaseUrl,
    env: { ...testJobTimings, ...testPasswordCost, SMTP_URL: await smtpUrlOf(suite.inboxUrl), SEED_ON_START: 'never', ...env },
  })
}
