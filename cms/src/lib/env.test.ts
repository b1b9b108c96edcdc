import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env.ts'

/** An environment holding only these variables. */
const only = (values: Record<string, string | undefined>) => values as NodeJS.ProcessEnv

/** What a production start needs, all given. */
const production = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://boutique.example.fr',
  PAYLOAD_SECRET: 'x'.repeat(32),
  ADMIN_EMAIL: 'admin@example.fr',
  ADMIN_PASSWORD: 'un-mot-de-passe-solide',
  SMTP_URL: 'smtp://smtp.example.fr:587',
}

const bucket = { S3_BUCKET: 'boutique', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'cle', S3_SECRET_ACCESS_KEY: 'secret' }

describe('the bucket settings', () => {
  it('go together: one S3_ variable alone stops the start and names the missing ones', () => {
    expect(() => parseEnv(only({ S3_BUCKET: 'boutique' }))).toThrow(EnvError)
    expect(() => parseEnv(only({ S3_ENDPOINT: 'http://minio:9000' }))).toThrow(/S3_BUCKET: obligatoire dès qu’une variable S3_ est définie/)
    expect(() => parseEnv(only({ ...bucket, S3_SECRET_ACCESS_KEY: undefined }))).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(parseEnv(only(bucket)).S3_BUCKET).toBe('boutique')
    expect(parseEnv(only({})).S3_BUCKET).toBeUndefined()
  })

  it('sizes the pool from DATABASE_POOL_MAX, 10 by default, and refuses a size that cannot work', () => {
    expect(parseEnv(only({})).DATABASE_POOL_MAX).toBe(10)
    expect(parseEnv(only({ DATABASE_POOL_MAX: '25' })).DATABASE_POOL_MAX).toBe(25)
    expect(() => parseEnv(only({ DATABASE_POOL_MAX: '1' }))).toThrow(/DATABASE_POOL_MAX/)
    expect(() => parseEnv(only({ DATABASE_POOL_MAX: 'beaucoup' }))).toThrow(/DATABASE_POOL_MAX/)
  })
})

describe('HTTPS', () => {
  it('is forced in production unless told, and only where told elsewhere', () => {
    expect(parseEnv(only(production)).FORCE_HTTPS).toBe(true)
    expect(parseEnv(only({ ...production, FORCE_HTTPS: '' })).FORCE_HTTPS).toBe(true)
    expect(parseEnv(only({})).FORCE_HTTPS).toBe(false)
    expect(parseEnv(only({ APP_ENV: 'test' })).FORCE_HTTPS).toBe(false)
    expect(parseEnv(only({ FORCE_HTTPS: '1', PUBLIC_URL: 'https://boutique.example.fr' })).FORCE_HTTPS).toBe(true)
  })

  it('cannot be turned off in production', () => {
    for (const off of ['0', 'false']) {
      expect(() => parseEnv(only({ ...production, FORCE_HTTPS: off }))).toThrow(
        'FORCE_HTTPS: refusé en production : la boutique ne se sert qu’en HTTPS (TLS terminé par le proxy de TRUST_PROXY)',
      )
    }
  })

  it('wants an https:// PUBLIC_URL, given in production', () => {
    const message = 'PUBLIC_URL: doit commencer par https:// avec FORCE_HTTPS (actif par défaut en production)'
    expect(() => parseEnv(only({ ...production, PUBLIC_URL: 'http://boutique.example.fr' }))).toThrow(message)
    expect(() => parseEnv(only({ ...production, PUBLIC_URL: undefined }))).toThrow(message)
    expect(() => parseEnv(only({ FORCE_HTTPS: '1' }))).toThrow(message)
    expect(parseEnv(only({ APP_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:3000' })).PUBLIC_URL).toBe('http://127.0.0.1:3000')
  })

  it('needs a proxy allowed to say the visitor came over HTTPS', () => {
    for (const none of ['false', '0']) {
      expect(() => parseEnv(only({ ...production, TRUST_PROXY: none }))).toThrow(
        `TRUST_PROXY: « ${none} » contredit FORCE_HTTPS : sans proxy de confiance pour annoncer X-Forwarded-Proto, chaque page redirigerait vers elle-même`,
      )
    }
    expect(parseEnv(only({ ...production, TRUST_PROXY: 'uniquelocal' })).TRUST_PROXY).toBe('uniquelocal')
    expect(parseEnv(only({ APP_ENV: 'test', TRUST_PROXY: 'false' })).TRUST_PROXY).toBe('false')
  })
})

describe("the cost of customers' password hashes", () => {
  it('is 2^17 by default, may be lowered outside production only, and never below 2^12', () => {
    expect(parseEnv(only({})).PASSWORD_SCRYPT_LOG2_N).toBe(17)
    expect(parseEnv(only({ APP_ENV: 'test', PASSWORD_SCRYPT_LOG2_N: '14' })).PASSWORD_SCRYPT_LOG2_N).toBe(14)
    expect(() => parseEnv(only({ PASSWORD_SCRYPT_LOG2_N: '11' }))).toThrow(/PASSWORD_SCRYPT_LOG2_N/)
    expect(parseEnv(only({ ...production, PASSWORD_SCRYPT_LOG2_N: '18' })).PASSWORD_SCRYPT_LOG2_N).toBe(18)
    expect(() => parseEnv(only({ ...production, PASSWORD_SCRYPT_LOG2_N: '16' }))).toThrow(
      'PASSWORD_SCRYPT_LOG2_N: au moins 17 en production (2^17, la recommandation de l’OWASP pour scrypt)',
    )
  })
})
