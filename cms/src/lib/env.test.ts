import { describe, expect, it } from 'vitest'

import { configuredBucket } from '../storage/bucket-settings.ts'
import { EnvError, parseEnv } from './env.ts'

/** An environment holding only these variables. */
const only = (values: Record<string, string | undefined>) => values as NodeJS.ProcessEnv

const bucket = { S3_BUCKET: 'boutique', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'cle', S3_SECRET_ACCESS_KEY: 'secret' }

describe('the bucket settings', () => {
  it('go together: one S3_ variable alone stops the start and names the missing ones', () => {
    expect(() => parseEnv(only({ S3_BUCKET: 'boutique' }))).toThrow(EnvError)
    expect(() => parseEnv(only({ S3_ENDPOINT: 'http://minio:9000' }))).toThrow(/S3_BUCKET: obligatoire dès qu’une variable S3_ est définie/)
    expect(() => parseEnv(only({ ...bucket, S3_SECRET_ACCESS_KEY: undefined }))).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(parseEnv(only(bucket)).S3_BUCKET).toBe('boutique')
    expect(parseEnv(only({})).S3_BUCKET).toBeUndefined()
  })

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

  it('sizes the pool from DATABASE_POOL_MAX, 10 by default, and refuses a size that cannot work', () => {
    expect(parseEnv(only({})).DATABASE_POOL_MAX).toBe(10)
    expect(parseEnv(only({ DATABASE_POOL_MAX: '25' })).DATABASE_POOL_MAX).toBe(25)
    expect(() => parseEnv(only({ DATABASE_POOL_MAX: '1' }))).toThrow(/DATABASE_POOL_MAX/)
    expect(() => parseEnv(only({ DATABASE_POOL_MAX: 'beaucoup' }))).toThrow(/DATABASE_POOL_MAX/)
  })
})
