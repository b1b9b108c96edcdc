import type { ProvidedContext } from 'vitest'
import type { TestProject } from 'vitest/node'

import { buildShop } from './build-shop.ts'
import { testAdmin } from './shop-server.ts'
import { signInTestAdmin } from './staff-sign-in.ts'
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
    /** The test administrator's token for Payload's REST API, signed in once for the whole run. */
    adminToken: string
  }
}

type Suite = { provided: Omit<ProvidedContext, 'adminToken'>; stop: () => Promise<void> }

/**
 * The shop the API projects (`api`, `api-serial`) share when the suite is run alone: both global
 * setups run in Vitest's main process, each in a module graph of its own, so the one shop is kept
 * on globalThis and stopped by the last project to finish.
 */
const sharedKey = Symbol.for('shop.api-suite')
const tokenKey = Symbol.for('shop.api-suite.admin-token')
type Shared = { suite: Promise<Suite>; users: number }
const registry = globalThis as typeof globalThis & { [sharedKey]?: Shared; [tokenKey]?: Promise<string> }

async function startSuite(): Promise<Suite> {
  await buildShop()
  const services = await startTestServices(process.env.DATABASE_URL)
  return {
    provided: {
      baseUrl: services.server.url,
      databaseUrl: services.server.databaseUrl,
      inboxUrl: services.catcher.inboxUrl,
      stripeUrl: services.stripe.apiBase,
      dataDir: services.server.dataDir,
      inboundSmtpPort: services.inboundSmtpPort,
      admin: services.server.admin,
    },
    stop: services.stop,
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
    project.provide('adminToken', await (registry[tokenKey] ??= signInTestAdmin(TEST_BASE_URL)))
    return
  }
  const shared = (registry[sharedKey] ??= { suite: startSuite(), users: 0 })
  shared.users++
  const { provided, stop } = await shared.suite
  for (const key of Object.keys(provided) as (keyof typeof provided)[]) project.provide(key, provided[key])
  project.provide('adminToken', await (registry[tokenKey] ??= signInTestAdmin(provided.baseUrl)))
  return async () => {
    if (--shared.users > 0) return
    delete registry[sharedKey]
    delete registry[tokenKey]
    await stop()
  }
}
