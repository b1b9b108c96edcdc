import { describe, expect, it } from 'vitest'

import { stripeKeyIssues } from './stripe-keys.ts'

const messages = (values: Record<string, string>) =>
  stripeKeyIssues(values as NodeJS.ProcessEnv).map((issue) => `${issue.path.join('.')}: ${issue.message}`)

describe("Stripe's keys", () => {
  it('are optional outside production, where the offline test page takes the payments', () => {
    expect(messages({})).toEqual([])
    expect(messages({ APP_ENV: 'test' })).toEqual([])
  })

  it('go together, each in its own format', () => {
    expect(messages({ STRIPE_SECRET_KEY: 'sk_test_cle' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET vont ensemble',
    ])
    expect(messages({ STRIPE_SECRET_KEY: 'pk_test_cle', STRIPE_WEBHOOK_SECRET: 'whsec_secret' })).toEqual([
      'STRIPE_SECRET_KEY: doit commencer par sk_test_ ou sk_live_',
    ])
    expect(messages({ STRIPE_SECRET_KEY: 'sk_live_cle', STRIPE_WEBHOOK_SECRET: 'whsec_secret', APP_ENV: 'production' })).toEqual([])
  })

  it('are required in production', () => {
    expect(messages({ APP_ENV: 'production' })).toEqual(['STRIPE_SECRET_KEY: obligatoire en production'])
  })
})
