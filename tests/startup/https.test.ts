import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../fakes/smtp-catcher.ts'
import { repoRoot, serverCommand, startShopServer, tmpRoot, type ShopServer } from '../support/shop-server.ts'

const run = promisify(execFile)
const publicUrl = 'https://boutique.example.test'
const hsts = 'max-age=31536000; includeSubDomains'

type Answer = { status: number; location?: string; hsts?: string }

/** A plain HTTP GET with the headers a proxy (or a visitor) would send, `Host` included (fetch refuses to set it). */
function plainGet(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume()
        const hstsHeader = res.headers['strict-transport-security']
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          hsts: Array.isArray(hstsHeader) ? hstsHeader[0] : hstsHeader,
        })
      })
      .on('error', reject)
  })
}

describe('FORCE_HTTPS outside production', () => {
  it('redirects plain http to https, health checks excepted', async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    const dataDir = await fs.mkdtemp(path.join(tmpRoot, 'https-'))
    const server = await startShopServer({ dataDir, env: { FORCE_HTTPS: '1', PUBLIC_URL: publicUrl, SEED_ON_START: 'never' } })
    try {
      const res = await fetch(`${server.url}/telephones?x=1`, { redirect: 'manual' })
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe(`${publicUrl}/telephones?x=1`)
      const behindProxy = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
      expect(behindProxy.status).toBe(200)
      expect(behindProxy.headers.get('strict-transport-security')).toBe(hsts)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    } finally {
      await server.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('a shop started with APP_ENV=production', () => {
  let dataDir = ''
  let catcher: SmtpCatcher
  let stripe: FakeStripe
  let server: ShopServer | undefined

  const productionEnv = () => ({
    APP_ENV: 'production',
    PUBLIC_URL: publicUrl,
    PAYLOAD_SECRET: 'secret-de-test-du-demarrage-en-production',
    SMTP_URL: catcher.smtpUrl,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.apiBase,
    SEED_ON_START: 'never',
  })

  beforeAll(async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    dataDir = await fs.mkdtemp(path.join(tmpRoot, 'production-'))
    catcher = await startSmtpCatcher()
    stripe = await startFakeStripe()
  })

  afterAll(async () => {
    await server?.stop()
    await catcher?.stop()
    await stripe?.stop()
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('sends plain HTTP to its https:// address with HSTS, serves what the proxy says came over HTTPS, and answers health checks', async () => {
    // TRUST_PROXY left at `loopback`: this test is the proxy, as an nginx on the same host would be.
    server = await startShopServer({ dataDir, env: productionEnv() })

    const plain = await plainGet(`${server.url}/telephones?x=1`, { Host: 'ailleurs.example' })
    expect(plain).toEqual({ status: 301, location: `${publicUrl}/telephones?x=1`, hsts })

    const overHttps = await plainGet(`${server.url}/`, { 'X-Forwarded-Proto': 'https' })
    expect(overHttps).toEqual({ status: 200, hsts })

    const overHttp = await plainGet(`${server.url}/telephones`, { 'X-Forwarded-Proto': 'http' })
    expect(overHttp).toEqual({ status: 301, location: `${publicUrl}/telephones`, hsts })

    // The orchestrator's probe reaches the instance directly, over plain HTTP.
    expect(await plainGet(`${server.url}/api/health`)).toEqual({ status: 200, hsts })
    expect(await server.stop()).toBe(0)
  })

  it('does not take X-Forwarded-Proto from a client that is not the configured proxy', async () => {
    server = await startShopServer({ dataDir, env: { ...productionEnv(), TRUST_PROXY: '10.0.0.2' } })
    const forged = await plainGet(`${server.url}/`, { 'X-Forwarded-Proto': 'https' })
    expect(forged).toEqual({ status: 301, location: `${publicUrl}/`, hsts })
    expect(await server.stop()).toBe(0)
  })

  it('refuses, in French, to start over plain HTTP or with no proxy to announce HTTPS', async () => {
    const refusal = async (env: Record<string, string>) => {
      const failure = await run(process.execPath, serverCommand, {
        cwd: repoRoot,
        env: { ...process.env, ...productionEnv(), ADMIN_EMAIL: 'admin@boutique.test', ADMIN_PASSWORD: 'Adm1n-de-test-2026!', ...env },
        timeout: 30_000,
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      )
      expect(failure?.code).toBe(1)
      expect(failure?.stderr).toContain('Configuration invalide :')
      return failure?.stderr
    }
    expect(await refusal({ FORCE_HTTPS: '0' })).toContain(
      'FORCE_HTTPS: refusé en production : la boutique ne se sert qu’en HTTPS (TLS terminé par le proxy de TRUST_PROXY)',
    )
    const contradictions = await refusal({ TRUST_PROXY: 'false', PUBLIC_URL: 'http://boutique.example.test' })
    expect(contradictions).toContain(
      'TRUST_PROXY: « false » contredit FORCE_HTTPS : sans proxy de confiance pour annoncer X-Forwarded-Proto, chaque page redirigerait vers elle-même',
    )
    expect(contradictions).toContain('PUBLIC_URL: doit commencer par https:// avec FORCE_HTTPS (actif par défaut en production)')
  })
})
