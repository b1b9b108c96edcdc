import path from 'node:path'

import * as z from 'zod'

import { repoRoot } from './repo-paths.ts'
import { StartupError } from './startup-error.ts'

/**
 * The server's whole configuration, read once from `process.env` at boot. Every variable is
 * documented in README.md; a missing or malformed one stops the start with its name.
 */
const unsetOrFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true'))
const flag = unsetOrFlag.transform((value) => value ?? false)

/** Express's `trust proxy` values under which no proxy may announce the visitor's protocol. */
const trustsNoProxy = (value: string) => /^(false|0+)$/.test(value)

/** Unset, FORCE_HTTPS follows APP_ENV: production means HTTPS. */
function forceHttps(env: { APP_ENV: string; FORCE_HTTPS?: boolean }): boolean {
  return env.FORCE_HTTPS ?? env.APP_ENV === 'production'
}

/** What an S3-compatible bucket needs (S3_ENDPOINT too, except on AWS itself). */
const s3Keys = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const envSchema = z
  .object({
    APP_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'doit commencer par postgres://' })
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    MEDIA_DIR: z.string().optional(),
    PHOTOS_DIR: z.string().optional(),
    CLAIM_PHOTOS_DIR: z.string().optional(),
    // Ceilings of customers' photos (collections/CustomerPhotos/photo-storage-quota.ts): all stored, and sent in 24 hours.
    PHOTO_STORAGE_MAX_MB: z.coerce.number().int().min(50).default(20_480),
    PHOTO_UPLOADS_PER_DAY_MB: z.coerce.number().int().min(20).default(2048),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
    PAYLOAD_SECRET: z.string().min(32, { error: 'au moins 32 caractères' }).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, { error: 'au moins 12 caractères' }).optional(),
    // Unset: no instance receives the customers' replies (../inbound-mail); one instance only may listen.
    INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    INBOUND_SMTP_HOST: z.string().default('127.0.0.1'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'doit commencer par smtp:// ou smtps://' })
      .optional(),
    MAIL_FROM: z.string().default('Ma Boutique Protection <no-reply@maboutiqueprotection.fr>'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    SUBMISSION_PURGE_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
    NEWSLETTER_SEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    INACTIVE_ACCOUNTS_SECONDS: z.coerce.number().int().min(1).max(86400).default(86400),
    SATISFACTION_REQUEST_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
    // How long a published review stays on the pages (cms/src/satisfaction/retire-reviews.ts), said next to them.
    REVIEW_KEPT_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    SALE_PRICES_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    CUSTOMER_TOTALS_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
    ACCOUNTANT_REPORT_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
    // Unset: the shop takes no backup itself (`npm run backup` still does).
    BACKUP_DIR: z.string().min(1).optional(),
    // At most two days: beyond that, the dashboard's overview warns that the last backup is old.
    BACKUP_INTERVAL_SECONDS: z.coerce.number().int().min(60).max(172_800).default(86_400),
    JOBS_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    SERVER_TIMING: flag,
    // Unset: on in production, off elsewhere (forceHttps below).
    FORCE_HTTPS: unsetOrFlag,
    TRUST_PROXY: z.string().default('loopback'),
    SEED_ON_START: z.enum(['auto', 'never']).default('auto'),
    // scrypt's cost for customers' passwords, as a power of two (auth/password-hash.ts): 17 is OWASP's
    // recommendation and production's floor; the test suites lower it, each hash being 10× cheaper.
    PASSWORD_SCRYPT_LOG2_N: z.coerce.number().int().min(12).max(20).default(17),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET vont ensemble' })
    }
    // Files go to the bucket only when it is fully described: half a configuration would write some to disk.
    if (s3Keys.some((key) => env[key]) || env.S3_ENDPOINT) {
      for (const key of s3Keys) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'obligatoire dès qu’une variable S3_ est définie' })
      }
    }
    if (env.APP_ENV === 'production' && env.FORCE_HTTPS === false) {
      ctx.addIssue({
        code: 'custom',
        path: ['FORCE_HTTPS'],
        message: 'refusé en production : la boutique ne se sert qu’en HTTPS (TLS terminé par le proxy de TRUST_PROXY)',
      })
    }
    if (forceHttps(env)) {
      // Cookies, mail links and the admin's CSRF check follow PUBLIC_URL: an http:// one would be redirected at every use.
      if (!env.PUBLIC_URL?.startsWith('https://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'doit commencer par https:// avec FORCE_HTTPS (actif par défaut en production)',
        })
      }
      // The shop never holds a certificate: only the proxy can tell it a request came over HTTPS.
      if (trustsNoProxy(env.TRUST_PROXY)) {
        ctx.addIssue({
          code: 'custom',
          path: ['TRUST_PROXY'],
          message: `« ${env.TRUST_PROXY} » contredit FORCE_HTTPS : sans proxy de confiance pour annoncer X-Forwarded-Proto, chaque page redirigerait vers elle-même`,
        })
      }
    }
    if (env.APP_ENV !== 'production') return
    if (env.PASSWORD_SCRYPT_LOG2_N < 17) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_SCRYPT_LOG2_N'],
        message: 'au moins 17 en production (2^17, la recommandation de l’OWASP pour scrypt)',
      })
    }
    for (const key of ['PAYLOAD_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'obligatoire en production' })
    }
    // Without it every e-mail would be a file on one instance's disk: no order confirmation, no password reset.
    if (!env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'obligatoire en production : le serveur d’envoi des e-mails (smtp://utilisateur:motdepasse@hôte:587), pas un récupérateur de courrier qui montrerait les liens de réinitialisation des mots de passe',
      })
    }
  })

export type Env = Omit<z.infer<typeof envSchema>, 'FORCE_HTTPS'> & {
  FORCE_HTTPS: boolean
  MEDIA_DIR: string
  PHOTOS_DIR: string
  CLAIM_PHOTOS_DIR: string
  PUBLIC_URL: string
  OUTBOX_DIR: string
}

export class EnvError extends StartupError {}

/** A variable refused, and why. */
export type ConfigurationIssue = { path: PropertyKey[]; message: string }

/**
 * What a room reads from the environment itself (a way to pay, its keys), checked at boot with the
 * rest so that one message names every variable to fix.
 */
export type ConfigurationCheck = (source: NodeJS.ProcessEnv) => ConfigurationIssue[]

export function parseEnv(source: NodeJS.ProcessEnv = process.env, checks: readonly ConfigurationCheck[] = []): Env {
  const result = envSchema.safeParse(source)
  const issues = [...(result.success ? [] : result.error.issues), ...checks.flatMap((check) => check(source))]
  if (!result.success || issues.length > 0) {
    const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Configuration invalide :\n${lines.join('\n')}`)
  }
  const env = result.data
  return {
    ...env,
    FORCE_HTTPS: forceHttps(env),
    MEDIA_DIR: env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media'),
    PHOTOS_DIR: env.PHOTOS_DIR ?? path.join(env.DATA_DIR, 'customer-photos'),
    CLAIM_PHOTOS_DIR: env.CLAIM_PHOTOS_DIR ?? path.join(env.DATA_DIR, 'claim-photos'),
    OUTBOX_DIR: path.join(env.DATA_DIR, 'outbox'),
    BACKUP_DIR: env.BACKUP_DIR && path.resolve(env.BACKUP_DIR),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }
}

let cached: Env | undefined

/** The parsed environment of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv()
  return cached
}
