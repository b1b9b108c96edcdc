import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { freePort } from '../support/free-port.ts'
import { repoRoot, serverCommand, startShopServer, testAdmin, tmpRoot } from '../support/shop-server.ts'

/**
 * What `docker compose up` and the image would do, checked without a Docker daemon: the compose
 * file and the Dockerfile read as Docker reads them, and the built shop started from a copy of
 * exactly what the image's final stage holds.
 */
const run = promisify(execFile)
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8')

type Port = string | number | { host_ip?: string; published?: string | number; target: number }
type Service = { image?: string; profiles?: string[]; ports?: Port[]; environment?: Record<string, string>; command?: string[] }
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> }
const services = Object.entries(compose.services)
const devOnly = ([, service]: [string, Service]) => service.profiles?.includes('dev') ?? false

/** The address a published port listens on: all interfaces unless one is named (`127.0.0.1:8025:8025`). */
function hostAddress(port: Port): string {
  if (typeof port === 'object') return port.host_ip ?? '0.0.0.0'
  const parts = String(port).split(':')
  return parts.length === 3 ? (parts[0] ?? '') : '0.0.0.0'
}

const secrets = [
  'POSTGRES_PASSWORD',
  'PAYLOAD_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]

describe('docker-compose.yml', () => {
  it('runs no mail catcher outside the dev profile, and publishes what is dev-only on 127.0.0.1 alone', () => {
    const catchers = services.filter(([, service]) => /mailpit|mailhog|maildev|mailcatcher|smtp4dev/i.test(service.image ?? ''))
    expect(catchers.map(([name]) => name)).toEqual(['mail'])
    expect(catchers.every(devOnly)).toBe(true)
    const devPorts = services.filter(devOnly).flatMap(([, service]) => service.ports ?? [])
    expect(devPorts.length).toBeGreaterThan(0)
    expect(devPorts.map(hostAddress).every((address) => address === '127.0.0.1')).toBe(true)
  })

  it('gives the shop no default mail server nor any default secret: compose stops and names the missing one', () => {
    const text = read('docker-compose.yml')
    const app = compose.services.app?.environment ?? {}
    expect(app.APP_ENV).toBe('production')
    expect(app.SMTP_URL).toBe("${SMTP_URL:?définissez SMTP_URL, le serveur d'envoi des e-mails (smtp://utilisateur:motdepasse@hôte:587)}")
    expect(compose.services.backup?.environment).toEqual(app)
    for (const name of secrets) {
      expect(text, name).toMatch(new RegExp(`\\$\\{${name}:\\?définissez ${name}`))
      expect(text, name).not.toMatch(new RegExp(`\\$\\{${name}:?-`))
    }
  })
})

/** Docker's own matching (moby's patternmatcher): `**` any folders, `*` and `?` within a name, a folder excluding what it holds. */
function dockerIgnored(patterns: string[], file: string): boolean {
  const toRegExp = (pattern: string) => {
    const escaped = pattern
      .replace(/^\//, '')
      .split('**')
      .map((part) =>
        part
          .replace(/[.+^$(){}|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]'),
      )
      .join('.*')
      .replace(/\.\*\//g, '(.*/)?')
    return new RegExp(`^${escaped}(/.*)?$`)
  }
  let ignored = false
  for (const pattern of patterns) {
    const exception = pattern.startsWith('!')
    if (toRegExp(exception ? pattern.slice(1) : pattern).test(file)) ignored = !exception
  }
  return ignored
}

describe('the image', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))

  it('leaves .env files, certificates, local data, backups and test output out of the build context, and the sources in', () => {
    const secretOrLocal = [
      '.env',
      '.env.production',
      'cms/.env.local',
      'certs/privkey.pem',
      'deploy/certs/fullchain.pem',
      '.data/postgres/PG_VERSION',
      '.data/payload-secret',
      'backups/shop-2026-11-25T02-30-00.tar.gz',
      'tests/.tmp/data-1/media/photo.png',
      'test-results/run/trace.zip',
      'node_modules/pg/package.json',
    ]
    expect(secretOrLocal.filter((file) => !dockerIgnored(patterns, file))).toEqual([])
    const needed = [
      'package.json',
      'package-lock.json',
      'cms/src/server/main.ts',
      'cms/src/auth/common-passwords.txt',
      'storefront/index.html',
    ]
    expect(needed.filter((file) => dockerIgnored(patterns, file))).toEqual([])
  })

  const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ')
  const stages = dockerfile.split(/^FROM /m).slice(1)
  const final = stages.at(-1) ?? ''
  const copies = [...final.matchAll(/^COPY (.+)$/gm)].map((match) => {
    const words = (match[1] ?? '').trim().split(/\s+/)
    const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length)
    const paths = words.filter((word) => !word.startsWith('--'))
    return { from, sources: paths.slice(0, -1), target: paths.at(-1) ?? '' }
  })

  it('copies into its last stage built output and production packages from the other stages, no source, test or .env', () => {
    expect(copies.length).toBeGreaterThan(0)
    // Nothing straight from the build context, which holds the sources.
    expect(copies.filter((copy) => !copy.from)).toEqual([])
    const sources = copies.flatMap((copy) => copy.sources)
    const forbidden = sources.filter(
      (source) =>
        /^\/app\/?$|^\.$|\.env|\.tsx?$|\/(domain|seed|tests)(\/|$)|\/(cms|storefront)\/(src|scripts)\/?$/.test(source) ||
        (source.includes('/src/') && !source.endsWith('.txt')),
    )
    expect(forbidden).toEqual([])
    const modules = copies.find((copy) => copy.sources.some((source) => source.endsWith('/node_modules')))
    const modulesStage = stages.find((stage) => stage.includes(` AS ${modules?.from}\n`)) ?? ''
    expect(modulesStage).toMatch(/npm ci --omit=dev/)
    expect(final).toMatch(/^CMD \["node", "--conditions=production", "--max-old-space-size=256", "cms\/dist\/server\/main\.js"\]$/m)
    expect(final).toMatch(/^USER node$/m)
  })

  const stagedRoot = path.join(tmpRoot, `image-${process.pid}`)
  afterAll(async () => {
    await fs.rm(stagedRoot, { recursive: true, force: true })
  })

  /**
   * The final stage's files, copied from this checkout's build as its COPY lines say. Its
   * node_modules is this checkout's (with the development packages: `npm ci --omit=dev` needs the
   * registry); everything else the server opens must be among the copies.
   */
  async function copyImageFiles(): Promise<string> {
    for (const copy of copies) {
      for (const source of copy.sources) {
        const relative = path.relative('/app', source)
        const target = copy.target.endsWith('/') || copy.sources.length > 1 ? path.join(copy.target, path.basename(relative)) : copy.target
        const destination = path.join(stagedRoot, target)
        await fs.mkdir(path.dirname(destination), { recursive: true })
        if (relative === 'node_modules') await fs.symlink(path.join(repoRoot, 'node_modules'), destination, 'dir')
        else await fs.cp(path.join(repoRoot, relative), destination, { recursive: true, filter: (file) => !file.includes('/.next/cache') })
      }
    }
    return stagedRoot
  }
  let staged: Promise<string> | undefined
  const stageImage = () => (staged ??= copyImageFiles())

  const productionEnv = async (root: string) => ({
    APP_ENV: 'production',
    PUBLIC_URL: 'https://boutique.example.test',
    PAYLOAD_SECRET: 'secret-de-test-du-demarrage-en-production',
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    STRIPE_SECRET_KEY: 'sk_test_demarrage',
    STRIPE_WEBHOOK_SECRET: 'whsec_demarrage',
    // No mail is sent here: an address nothing listens on.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    SEED_ON_START: 'never',
    DATA_DIR: path.join(root, 'data'),
  })

  it('refuses to start in production without SMTP_URL, saying in French what it must be', async () => {
    const root = await stageImage()
    const { SMTP_URL: _unset, ...withoutMail } = await productionEnv(root)
    const { SMTP_URL: _inherited, ...inherited } = process.env
    const failure = await run(process.execPath, serverCommand, {
      cwd: root,
      env: { ...inherited, ...withoutMail, EMBEDDED_PG_PORT: String(await freePort()) },
      timeout: 30_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr.trim()).toBe(
      'Configuration invalide :\n  SMTP_URL: obligatoire en production : le serveur d’envoi des e-mails (smtp://utilisateur:motdepasse@hôte:587), pas un récupérateur de courrier qui montrerait les liens de réinitialisation des mots de passe',
    )
  })

  it('starts from the final stage’s files alone: the storefront, the admin and the health check answer, and the backup service runs', async () => {
    const root = await stageImage()
    const env = await productionEnv(root)
    const server = await startShopServer({ root, dataDir: path.join(root, 'data'), env })
    try {
      const overHttps = { headers: { 'X-Forwarded-Proto': 'https' } }
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      // Each page and one of the files it loads: the storefront's build and the admin's (Next).
      for (const [page, file] of [
        ['/', /src="(\/assets\/index-[\w-]+\.js)"/],
        ['/admin/login', /(?:src|href)="([^"]*\/_next\/static\/[^"]+\.js)"/],
      ] as const) {
        const res = await fetch(`${server.url}${page}`, overHttps)
        expect(res.status, page).toBe(200)
        const loaded = file.exec(await res.text())?.[1]
        expect(loaded, page).toBeDefined()
        expect((await fetch(`${server.url}${loaded}`, overHttps)).status, loaded).toBe(200)
      }
      // `docker compose run --rm backup`: its command, in the image, beside the running shop (whose embedded database it reads).
      const [command, ...args] = compose.services.backup?.command ?? []
      const { DATABASE_URL: _external, ...withoutDatabaseUrl } = process.env
      expect(command).toBe('node')
      const backupDir = path.join(root, 'backups')
      const { stdout } = await run(process.execPath, args, {
        cwd: root,
        env: { ...withoutDatabaseUrl, ...env, BACKUP_DIR: backupDir },
        timeout: 120_000,
      })
      expect(stdout).toContain(`Sauvegarde terminée : ${backupDir}/shop-`)
      expect((await fs.readdir(backupDir)).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1)
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })
})
