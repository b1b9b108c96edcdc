import * as z from 'zod'

import type { ConfigurationIssue } from '../../lib/env.ts'

const stripeKeysSchema = z
  .object({
    APP_ENV: z.string().optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, { error: 'doit commencer par sk_test_ ou sk_live_' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'doit commencer par whsec_' })
      .optional(),
    // The tests' fake Stripe; unset, api.stripe.com.
    STRIPE_API_BASE: z.url().optional(),
  })
  .superRefine((keys, ctx) => {
    if (Boolean(keys.STRIPE_SECRET_KEY) !== Boolean(keys.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET vont ensemble' })
    }
    // Without a key the shop takes test payments only: never where real customers pay.
    if (keys.APP_ENV === 'production' && !keys.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'obligatoire en production' })
    }
  })

type StripeKeys = z.infer<typeof stripeKeysSchema>

/** Stripe's variables refused, checked at boot with the rest of the configuration (lib/env.ts). */
export function stripeKeyIssues(source: NodeJS.ProcessEnv): ConfigurationIssue[] {
  const result = stripeKeysSchema.safeParse(source)
  return result.success ? [] : result.error.issues
}

let cached: StripeKeys | undefined

/** Stripe's keys in this process's environment (checked at boot). */
export function stripeKeys(): StripeKeys {
  cached ??= stripeKeysSchema.parse(process.env)
  return cached
}
