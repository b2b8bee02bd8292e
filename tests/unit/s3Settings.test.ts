import { describe, expect, it } from 'vitest'

import { s3Settings } from '@rugged/s3-settings'

describe('s3Settings', () => {
  it('is null without S3_BUCKET (media stay on the disk)', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeNull()
  })

  it('reads an S3-compatible server with path-style addresses and a key pair', () => {
    expect(
      s3Settings({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      bucket: 'media',
      client: { endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', forcePathStyle: true, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } },
    })
  })

  it('leaves AWS defaults: its region fallback, virtual-host addresses, the SDK credential chain', () => {
    expect(s3Settings({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: '0' })).toEqual({
      bucket: 'media',
      client: { region: 'us-east-1', forcePathStyle: false },
    })
  })

  it('refuses half a key pair, rather than falling back to other credentials unseen', () => {
    expect(() => s3Settings({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => s3Settings({ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID/)
  })
})
