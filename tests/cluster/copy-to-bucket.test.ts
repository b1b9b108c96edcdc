/**
 * A shop moving from local disk to a bucket: `npm run media:to-bucket` copies the seeded pictures
 * (and their resized variants) under the keys Payload's adapter reads, then the shop, started
 * with S3_* and its local folder gone, serves them from the bucket.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

import { startFakeBucket, type FakeBucket } from '../fakes/s3.ts'
import { freePort } from '../support/free-port.ts'
import { repoRoot, scriptNodeArgs, startShopServer, tmpRoot } from '../support/shop-server.ts'

const run = promisify(execFile)
let bucket: FakeBucket | undefined
let dataDir = ''

afterAll(async () => {
  await bucket?.stop()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

describe('npm run media:to-bucket', () => {
  it('copies the local files to the bucket, resumably, and the shop then serves them from there', async () => {
    await fs.mkdir(tmpRoot, { recursive: true })
    dataDir = await fs.mkdtemp(path.join(tmpRoot, 'vers-bucket-'))
    const onDisk = await startShopServer({ dataDir })
    const phone = (await (await fetch(`${onDisk.url}/api/catalogue/phones/apple-iphone-15`)).json()) as { image: { url: string } }
    await onDisk.stop()

    bucket = await startFakeBucket()
    const env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), ...bucket.env }
    const copy = () => run(process.execPath, [...scriptNodeArgs, 'cms/scripts/copy-media-to-bucket.ts'], { cwd: repoRoot, env })
    const first = await copy()
    const copied = Number(/media : (\d+) copiés, 0 déjà présents, 0 absents du disque/.exec(first.stdout)?.[1])
    expect(copied).toBeGreaterThan(100)
    // Again: nothing left to copy.
    expect((await copy()).stdout).toContain(`media : 0 copiés, ${copied} déjà présents, 0 absents du disque`)

    await fs.rm(path.join(dataDir, 'media'), { recursive: true })
    const fromBucket = await startShopServer({ dataDir, env: bucket.env })
    try {
      const picture = await fetch(new URL(phone.image.url, fromBucket.url))
      expect(picture.status).toBe(200)
      expect(picture.headers.get('content-type')).toBe('image/webp')
      expect(picture.headers.get('cache-control')).toContain('public')
    } finally {
      await fromBucket.stop()
    }
  })

  it('says in French what is missing when the bucket is half described', async () => {
    const failed = await run(process.execPath, [...scriptNodeArgs, 'cms/scripts/copy-media-to-bucket.ts'], {
      cwd: repoRoot,
      env: { ...process.env, S3_BUCKET: 'boutique' },
    }).catch((error: { code: number; stderr: string }) => error)
    expect('code' in failed && failed.code).toBe(1)
    expect((failed as { stderr: string }).stderr).toContain('S3_REGION: obligatoire dès qu’une variable S3_ est définie')
  })
})
