/**
 * `npm start` runs this before building: a start that cannot succeed (bad configuration, data
 * that the embedded PostgreSQL cannot reach) says why within seconds, not after the build.
 */
import os from 'node:os'

import { parseEnv } from '../src/lib/env.ts'
import { paymentConfigurationChecks } from '../src/payments/payment-configuration.ts'
import { StartupError } from '../src/lib/startup-error.ts'
import { assertPostgresUserReaches } from '../src/server/postgres-user-access.ts'

try {
  const env = parseEnv(process.env, paymentConfigurationChecks)
  if (!env.DATABASE_URL && os.userInfo().uid === 0) await assertPostgresUserReaches(env.DATA_DIR)
} catch (error) {
  if (!(error instanceof StartupError)) throw error
  console.error(error.message)
  process.exit(1)
}
