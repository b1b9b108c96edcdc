import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Payload, Plugin } from 'payload'

import { configuredBucket, objectKey, uploadCollections, type Bucket, type UploadCollection } from './bucket-settings.ts'

/**
 * Payload's S3 adapter for the upload collections when a bucket is configured. Its fields
 * (`prefix`, `_objectKey`) are in the schema either way, so that one set of migrations serves
 * both. Files are still served by Payload's routes (`/api/<collection>/file/<name>`), which check
 * read access first: the customers' and claims' photos stay staff-only, media stay public.
 */
export function objectStorage(bucket: Bucket | null): Plugin {
  return s3Storage({
    enabled: bucket !== null,
    alwaysInsertFields: true,
    bucket: bucket?.name ?? '',
    config: bucket?.client ?? {},
    collections: Object.fromEntries(uploadCollections.map((slug) => [slug, { prefix: slug }])),
  })
}

let client: S3Client | undefined

/** One client per process (it keeps its connections), for the bucket the environment describes. */
export function bucketClient(bucket: Bucket): S3Client {
  client ??= new S3Client(bucket.client)
  return client
}

export type StoredFile = { stream: Readable; size: number | undefined }

/**
 * A stored file's bytes, from the bucket or from the collection's folder, for server code that
 * sends a private file itself (the dashboard's photos). Null when it is missing.
 */
export async function openStoredFile(
  payload: Payload,
  collection: UploadCollection,
  file: { filename: string; prefix?: string | null },
): Promise<StoredFile | null> {
  const bucket = configuredBucket()
  if (bucket) {
    try {
      const object = await bucketClient(bucket).send(
        new GetObjectCommand({ Bucket: bucket.name, Key: objectKey(collection, file.prefix, file.filename) }),
      )
      return { stream: object.Body as Readable, size: object.ContentLength }
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }
  const staticDir = payload.collections[collection].config.upload.staticDir
  if (!staticDir) return null
  // The stored name is Payload's own, but never trusted to stay inside the folder.
  const filePath = path.resolve(staticDir, path.basename(file.filename))
  const found = await stat(filePath).catch(() => null)
  return found?.isFile() ? { stream: createReadStream(filePath), size: found.size } : null
}
