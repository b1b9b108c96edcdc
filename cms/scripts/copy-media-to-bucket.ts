/**
 * `npm run media:to-bucket`: copies the files of the upload collections (media, customers' and
 * warranty claims' photos, with their resized variants) from the local folders to the bucket the
 * S3_* variables describe, under the keys Payload's adapter reads. Resumable: an object already
 * there with the same size is left alone. Uses DATABASE_URL, or the embedded PostgreSQL when the
 * shop is stopped.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { createProgress } from '@shop/seed/progress'

import { parseEnv } from '../src/lib/env.ts'
import { StartupError } from '../src/lib/startup-error.ts'
import { bootPayload, shutdownDatabase, stepLogger } from '../src/server/boot-payload.ts'
import { flushOutput } from '../src/server/closed-output.ts'
import { configuredBucket, objectKey, uploadCollections, type UploadCollection } from '../src/storage/bucket-settings.ts'
import { bucketClient } from '../src/storage/object-storage.ts'

/** Files copied at once: the bucket's round trips overlap, the disk is not flooded. */
const parallelCopies = 8

type StoredFile = { key: string; file: string; mimeType: string }

/** The configuration, or a French line saying what is missing (no stack trace for a typo). */
function settings() {
  try {
    const env = parseEnv()
    const bucket = configuredBucket()
    if (!bucket) {
      throw new StartupError(
        'Aucun bucket configuré : définissez S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY (et S3_ENDPOINT hors AWS).',
      )
    }
    return { env, bucket }
  } catch (error) {
    if (!(error instanceof StartupError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const { env, bucket } = settings()
const client = bucketClient(bucket)
const folders: Record<UploadCollection, string> = {
  media: env.MEDIA_DIR,
  'customer-photos': env.PHOTOS_DIR,
  'claim-photos': env.CLAIM_PHOTOS_DIR,
}

const step = stepLogger('copie vers le bucket')
const booted = await bootPayload(env, step)
const { payload } = booted

/** Every file a collection's records name: the upload itself and each resized variant. */
async function filesOf(collection: UploadCollection): Promise<StoredFile[]> {
  const files: StoredFile[] = []
  for (let page = 1, more = true; more; page++) {
    const found = await payload.find({ collection, depth: 0, limit: 200, page, overrideAccess: true, sort: 'id' })
    for (const doc of found.docs) {
      const variants = Object.values((doc.sizes ?? {}) as Record<string, { filename?: string | null; mimeType?: string | null }>)
      for (const variant of [doc, ...variants]) {
        if (!variant.filename) continue
        files.push({
          key: objectKey(collection, doc.prefix, variant.filename),
          file: path.join(folders[collection], path.basename(variant.filename)),
          mimeType: variant.mimeType ?? 'application/octet-stream',
        })
      }
    }
    more = found.hasNextPage
  }
  return files
}

/** 'copied', 'present' (same size already in the bucket) or 'missing' (not on this disk). */
async function copy({ key, file, mimeType }: StoredFile): Promise<'copied' | 'present' | 'missing'> {
  const local = await stat(file).catch(() => null)
  if (!local?.isFile()) return 'missing'
  const remote = await client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key })).catch(() => null)
  if (remote?.ContentLength === local.size) return 'present'
  // Whole, as the adapter sends them (uploads are 10 MB at most): a stream would go out in the
  // SDK's chunked encoding, which not every S3-compatible store decodes.
  await client.send(new PutObjectCommand({ Bucket: bucket.name, Key: key, Body: await readFile(file), ContentType: mimeType }))
  return 'copied'
}

let failed = false
try {
  await payload.db.migrate()
  const progress = createProgress()
  for (const collection of uploadCollections) {
    const files = await filesOf(collection)
    const counts = { copied: 0, present: 0, missing: 0 }
    progress.start(collection, files.length)
    let next = 0
    const worker = async () => {
      while (next < files.length) {
        const outcome = await copy(files[next++] as StoredFile)
        counts[outcome]++
        progress.tick()
      }
    }
    await Promise.all(Array.from({ length: parallelCopies }, worker))
    progress.done(`${collection} : ${counts.copied} copiés, ${counts.present} déjà présents, ${counts.missing} absents du disque`)
    failed ||= counts.missing > 0
  }
  step(failed ? 'Terminé, avec des fichiers absents du disque (voir ci-dessus)' : 'Terminé')
} finally {
  await shutdownDatabase(booted)
}
await flushOutput()
process.exit(failed ? 1 : 0)
