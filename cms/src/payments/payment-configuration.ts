import type { ConfigurationCheck } from '../lib/env.ts'
import { stripeKeyIssues } from './stripe/stripe-keys.ts'

/**
 * The keys each way to pay reads from the environment, checked at boot with the rest of the
 * configuration; apart from its SDK, so that `npm start`'s preflight stays quick.
 */
export const paymentConfigurationChecks: readonly ConfigurationCheck[] = [stripeKeyIssues]
