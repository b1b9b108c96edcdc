import fs from 'node:fs/promises'
import path from 'node:path'

import { startEmbeddedPostgres } from '../../cms/src/server/embedded-postgres.ts'
import { startFakeBucket } from '../fakes/s3.ts'
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts'
import { startSmtpCatcher } from '../fakes/smtp-catcher.ts'
import { freePort } from './free-port.ts'
import { nginxConfig, startNginx } from './nginx.ts'
import { startShopServer, tmpRoot, type ShopServer } from './shop-server.ts'

export type Cluster = {
  /** nginx in front of the instances: what shoppers and staff reach. */
  proxyUrl: string
  instances: ShopServer[]
  databaseUrl: string
  stripe: FakeStripe
  /** What the instances mailed, read as in the API suite (`GET <inboxUrl>?to=address`). */
  inboxUrl: string
  /** Stops instance `index` with `signal`, then starts it again on the same port. */
  restart: (index: number, signal: NodeJS.Signals) => Promise<ShopServer>
  /** Stops instance `index` with `signal` and leaves it down. */
  stopInstance: (index: number, signal: NodeJS.Signals) => Promise<void>
  /** Sends the proxy's traffic to these instances only (all by default), as a deploy takes one out and back in. */
  reloadProxy: (indexes?: number[]) => Promise<void>
  stop: () => Promise<void>
}

type ClusterOptions = {
  /** How many shop instances (1 or 2 in the bench, 2 in the test). */
  size: number
  /** A PostgreSQL database all instances share; an embedded server of the cluster's own otherwise (no instance holds it). */
  databaseUrl?: string
  env?: Record<string, string>
}

/**
 * The upstream block retries a request on another instance when its instance is down or answers
 * 502/503 (a killed or stopping instance) — only for requests nginx has not yet sent, or that
 * are idempotent: a checkout is never placed twice. No keep-alive to the instances, so a
 * draining instance's connections carry no next request.
 */
function proxyConfig(dir: string, listen: number, ports: number[]): string {
  return nginxConfig(
    dir,
    `
  client_max_body_size 12m;
  # nginx closes a client's connection after 1000 requests by default; the load generator, which
  # has already written its next request by then, counts that close as a failed request.
  keepalive_requests 1000000;
  upstream shop {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://shop;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }`,
    2,
  )
}

/**
 * Several shop instances as production runs them behind a load balancer: one PostgreSQL, one
 * S3-compatible bucket (s3rver), a fake Stripe that delivers its webhooks through the proxy, and
 * nginx in front.
 */
export async function startCluster({ size, databaseUrl, env = {} }: ClusterOptions): Promise<Cluster> {
  await fs.mkdir(tmpRoot, { recursive: true })
  const dir = await fs.mkdtemp(path.join(tmpRoot, 'cluster-'))
  // The embedded PostgreSQL's own user (when we are root) must enter it to reach its data under it.
  await fs.chmod(dir, 0o755)
  // What has been started, stopped in reverse order: at the end, or when a later start fails.
  const started: (() => Promise<unknown>)[] = [() => fs.rm(dir, { recursive: true, force: true })]
  const stopAll = async () => {
    for (const stop of started.reverse()) await stop()
  }
  try {
    const bucket = await startFakeBucket()
    started.push(bucket.stop)
    const proxyPort = await freePort()
    const proxyUrl = `http://127.0.0.1:${proxyPort}`
    const stripe = await startFakeStripe()
    started.push(stripe.stop)
    stripe.deliverTo(`${proxyUrl}/api/stripe-webhook`)
    const catcher = await startSmtpCatcher()
    started.push(catcher.stop)
    const ports = await Promise.all(Array.from({ length: size }, () => freePort()))
    const instanceEnv = {
      PUBLIC_URL: proxyUrl,
      ...bucket.env,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.apiBase,
      SMTP_URL: catcher.smtpUrl,
      ...env,
    }

    const embedded = databaseUrl
      ? undefined
      : await startEmbeddedPostgres({ dataDir: path.join(dir, 'db'), port: await freePort(), log: (line) => console.error(line) })
    if (embedded) started.push(embedded.stop)
    const sharedDatabase = databaseUrl ?? (embedded?.url as string)
    const instances: ShopServer[] = []
    started.push(async () => {
      for (const instance of instances) await instance.stop()
    })
    // The first instance migrates and seeds; the others start on what it left.
    const startInstance = (index: number, seed = false) =>
      startShopServer({ port: ports[index], databaseUrl: sharedDatabase, env: { ...instanceEnv, SEED_ON_START: seed ? 'auto' : 'never' } })
    instances.push(await startInstance(0, true))
    for (let index = 1; index < size; index++) instances.push(await startInstance(index))

    const nginx = await startNginx(dir, proxyConfig(dir, proxyPort, ports), () =>
      fetch(`${proxyUrl}/api/health`).then((res) => res.status < 500),
    )
    started.push(nginx.stop)
    return {
      proxyUrl,
      instances,
      databaseUrl: sharedDatabase,
      stripe,
      inboxUrl: catcher.inboxUrl,
      restart: async (index, signal) => {
        await instances[index]?.stop(signal)
        const restarted = await startInstance(index)
        instances[index] = restarted
        return restarted
      },
      stopInstance: async (index, signal) => {
        await instances[index]?.stop(signal)
      },
      reloadProxy: async (indexes = ports.map((_, index) => index)) => {
        await nginx.reload(
          proxyConfig(
            dir,
            proxyPort,
            indexes.map((index) => ports[index] as number),
          ),
        )
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
