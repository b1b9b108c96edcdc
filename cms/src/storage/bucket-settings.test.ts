import { describe, expect, it } from 'vitest'

import { configuredBucket } from './bucket-settings.ts'

/** An environment holding only these variables. */
const only = (values: Record<string, string | undefined>) => values as NodeJS.ProcessEnv

const bucket = { S3_BUCKET: 'boutique', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'cle', S3_SECRET_ACCESS_KEY: 'secret' }

describe('the bucket', () => {
  it('put the bucket in the path for a self-hosted store, in the host name on AWS, unless told', () => {
    expect(configuredBucket(only({}))).toBeNull()
    expect(configuredBucket(only(bucket))?.client.forcePathStyle).toBe(false)
    expect(configuredBucket(only({ ...bucket, S3_ENDPOINT: 'http://minio:9000' }))?.client).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
    })
    expect(
      configuredBucket(only({ ...bucket, S3_ENDPOINT: 'https://s3.fr-par.scw.cloud', S3_FORCE_PATH_STYLE: '0' }))?.client.forcePathStyle,
    ).toBe(false)
  })
})
