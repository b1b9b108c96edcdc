import path from 'node:path'

import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** The upload collections; in the bucket, each under its own prefix, as each has its folder on disk. */
export const uploadCollections = ['media', 'customer-photos', 'claim-photos'] as const
export type UploadCollection = (typeof uploadCollections)[number]

export type Bucket = { name: string; client: S3ClientConfig }

const truthy = (value: string | undefined) => value === '1' || value === 'true'

/**
 * The bucket the S3_* variables describe (lib/env.ts checks they come together), or null: files
 * stay on local disk. Read from process.env because payload.config.ts is also loaded by
 * Payload's command line, without the server's start.
 */
export function configuredBucket(source: NodeJS.ProcessEnv = process.env): Bucket | null {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = source
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null
  return {
    name: S3_BUCKET,
    client: {
      endpoint: S3_ENDPOINT,
      region: S3_REGION,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
      // Self-hosted stores (MinIO, Garage, Ceph) answer on one host: buckets go in the path there.
      forcePathStyle: S3_FORCE_PATH_STYLE === undefined ? Boolean(S3_ENDPOINT) : truthy(S3_FORCE_PATH_STYLE),
    },
  }
}

/** Where a stored file lies in the bucket: the adapter's own rule (the record's prefix, then its name). */
export function objectKey(collection: UploadCollection, prefix: string | null | undefined, filename: string): string {
  return path.posix.join(prefix || collection, path.basename(filename))
}
