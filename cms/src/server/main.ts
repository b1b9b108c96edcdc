/**
 * `npm start`: starts PostgreSQL (embedded unless DATABASE_URL is set), migrates, seeds an empty
 * database, makes sure an administrator exists, then serves storefront, admin and API on PORT.
 */
import type { Server } from 'node:http'

import next from 'next'

import { settingsMentionsMessages } from '@shop/domain/settings-mentions'

import { answerClientError } from '../http/client-errors.ts'
import { catalogueChanges } from '../catalogue-reads/invalidation.ts'
import { startInboundMail, type InboundMail } from '../inbound-mail/inbound-server.ts'
import { startJobQueues, stopJobQueues } from '../jobs/job-queues.ts'
import { missingSellerMentions } from '../legal-documents/seller.ts'
import { parseEnv } from '../lib/env.ts'
import { paymentConfigurationChecks } from '../payments/payment-configuration.ts'
import { listenForNotifications, type NotificationListener } from '../lib/notification-listener.ts'
import { cmsRoot, publicDir, storefrontDist } from '../lib/repo-paths.ts'
import { StartupError } from '../lib/startup-error.ts'
import { fullLimitAnnouncements } from '../security/full-limits.ts'
import { createApp } from './app.ts'
import { createHttpServer } from './http-server.ts'
import { flushOutput, surviveClosedOutput } from './closed-output.ts'
import { drainServer } from './graceful-stop.ts'
import { handOverShutdownSignals } from './embedded-postgres.ts'
import { bootPayload, shutdownDatabase, stepLogger, type Booted } from './boot-payload.ts'
import type { AdminOutcome } from './ensure-admin.ts'
import { prepareDatabase } from './prepare-database.ts'

const step = stepLogger('démarrage')

async function main(): Promise<void> {
  surviveClosedOutput()
  const env = parseEnv(process.env, paymentConfigurationChecks)
  let booted: Booted | undefined
  let server: Server | undefined
  let listener: NotificationListener | undefined
  let inboundMail: InboundMail | undefined
  let stopping = false

  // New requests go elsewhere, those under way finish, the job queues' rounds end, then the pool closes.
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} reçu : arrêt propre…`)
    if (server) {
      const outcome = await drainServer(server, env.SHUTDOWN_GRACE_SECONDS * 1000)
      if (outcome === 'cut') console.log(`Requêtes encore en cours après ${env.SHUTDOWN_GRACE_SECONDS} s : coupées`)
    }
    // Replies under way are stored before the job queues and the pool go.
    await inboundMail?.stop()
    await stopJobQueues()
    await listener?.stop()
    await shutdownDatabase(booted)
    console.log('Arrêt terminé')
    await flushOutput()
    process.exit(0)
  }
  // Kept after the first signal: a second one (an impatient orchestrator, Ctrl-C twice) must not
  // fall back on Node's default and kill the process in the middle of its drain.
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  handOverShutdownSignals()

  booted = await bootPayload(env, step)
  const { payload } = booted
  // Before the import: each of its writes keeps the catalogue cache bypassed until its
  // notification comes back.
  listener = await listenForNotifications(process.env.DATABASE_URL as string, [catalogueChanges, fullLimitAnnouncements], (message) =>
    payload.logger.warn(message),
  )
  const admin = await prepareDatabase(payload, env, step)
  // Said at boot, not only at the first refused order (../legal-documents/seller.ts).
  if (env.APP_ENV === 'production') {
    const missing = missingSellerMentions(await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }))
    if (missing.length > 0) payload.logger.warn(settingsMentionsMessages.incomplete(missing))
  }
  startJobQueues(payload)

  const nextApp = next({ dev: false, dir: cmsRoot })
  await nextApp.prepare()
  const handle = nextApp.getRequestHandler()
  step('Administration Next.js prête')

  // Before the HTTP server: a shop that answers /api/health also takes replies.
  if (env.INBOUND_SMTP_PORT) {
    const listen = { port: env.INBOUND_SMTP_PORT, host: env.INBOUND_SMTP_HOST }
    inboundMail = await startInboundMail(payload, { ...listen, closeTimeoutMs: env.SHUTDOWN_GRACE_SECONDS * 1000 })
    step(`Réponses par e-mail reçues en SMTP sur ${listen.host}:${listen.port}`)
  }

  const app = createApp({
    payload,
    nextHandler: (req, res) => void handle(req, res),
    storefrontDist,
    publicDir,
    publicUrl: env.PUBLIC_URL,
    forceHttps: env.FORCE_HTTPS,
    trustProxy: env.TRUST_PROXY,
    serverTiming: env.SERVER_TIMING && env.APP_ENV !== 'production',
  })
  server = createHttpServer(app).listen(env.PORT, env.HOST)
  server.on('clientError', answerClientError)
  await new Promise<void>((resolve, reject) => {
    server?.once('listening', resolve)
    server?.once('error', reject)
  })
  step(`Boutique en ligne sur ${env.PUBLIC_URL} (administration : ${env.PUBLIC_URL}/admin)`)
  printGeneratedAdmin(admin)
}

function printGeneratedAdmin(admin: AdminOutcome): void {
  if (admin.kind !== 'generated') return
  console.log(
    [
      '',
      '  Compte administrateur créé pour le développement (affiché une seule fois) :',
      `    e-mail       : ${admin.email}`,
      `    mot de passe : ${admin.password}`,
      '  Définissez ADMIN_EMAIL et ADMIN_PASSWORD pour choisir vos propres identifiants.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupError ? error.message : ['Échec du démarrage :', error].join(' '))
  if (!(error instanceof StartupError)) console.error(error)
  process.exit(1)
})
