import type { TestProject } from 'vitest/node'

import { buildShop } from './build-shop.ts'
import { testAdmin } from './shop-server.ts'
import { startTestServices } from './test-services.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    admin: { email: string; password: string }
    inboxUrl: string
    stripeUrl: string
    /** The shop's DATA_DIR (its photo folders are there). */
    dataDir: string
    /** The port of the shop's SMTP listener for customers' replies (0 if the shop was started without it). */
    inboundSmtpPort: number
  }
}

/**
 * The API suite talks to one running shop and its SMTP catcher. `npm test` starts them once and
 * passes TEST_BASE_URL, TEST_DATABASE_URL, TEST_INBOX_URL, TEST_STRIPE_URL, TEST_DATA_DIR and TEST_INBOUND_SMTP_PORT; run alone, the suite
 * builds what changed and starts its own.
 */
export default async function setup(project: TestProject) {
  const { TEST_BASE_URL, TEST_DATABASE_URL, TEST_INBOX_URL, TEST_STRIPE_URL } = process.env
  if (TEST_BASE_URL && TEST_DATABASE_URL && TEST_INBOX_URL && TEST_STRIPE_URL) {
    project.provide('baseUrl', TEST_BASE_URL)
    project.provide('databaseUrl', TEST_DATABASE_URL)
    project.provide('inboxUrl', TEST_INBOX_URL)
    project.provide('stripeUrl', TEST_STRIPE_URL)
    project.provide('dataDir', process.env.TEST_DATA_DIR ?? '')
    project.provide('inboundSmtpPort', Number(process.env.TEST_INBOUND_SMTP_PORT ?? 0))
    project.provide('admin', testAdmin)
    return
  }
  await buildShop()
  const services = await startTestServices(process.env.DATABASE_URL)
  project.provide('baseUrl', services.server.url)
  project.provide('databaseUrl', services.server.databaseUrl)
  project.provide('inboxUrl', services.catcher.inboxUrl)
  project.provide('stripeUrl', services.stripe.apiBase)
  project.provide('dataDir', services.server.dataDir)
  project.provide('inboundSmtpPort', services.inboundSmtpPort)
  project.provide('admin', services.server.admin)
  return services.stop
}
