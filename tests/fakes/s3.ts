import fs from 'node:fs/promises'
import path from 'node:path'

import S3rver from 's3rver'

import { freePort } from '../support/free-port.ts'
import { tmpRoot } from '../support/shop-server.ts'

export type FakeBucket = {
  /** The S3_* variables a shop needs to store its files there. */
  env: Record<string, string>
  stop: () => Promise<void>
}

/** An S3-compatible server (s3rver) on a free port, with one empty bucket, its files in a temporary folder. */
export async function startFakeBucket(name = 'boutique'): Promise<FakeBucket> {
  await fs.mkdir(tmpRoot, { recursive: true })
  const directory = await fs.mkdtemp(path.join(tmpRoot, 's3-'))
  const port = await freePort()
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name, configs: [] }] })
  await server.run()
  return {
    env: {
      S3_BUCKET: name,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-west-3',
      // s3rver's own test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
