import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Settings } from '@rugged/s3-settings'

import { TimedS3Handler } from '@/ops/s3'
import { readinessCheckTimeoutMs } from '@/rules/limits'

import type { ReadinessCheck } from './types'

const settings = s3Settings()
let client: S3Client | undefined

/**
 * The media bucket answers HeadBucket: reachable, there, and the keys may use it. One attempt,
 * bounded (a load balancer's probe must not hang on a silent server). Null on the disk.
 * Through the timed handler like every call to the bucket: a probe that finds it away counts in
 * site_dependency_errors_total{service="s3"} even while no visitor asks for a picture.
 */
export const s3Check: ReadinessCheck | null = settings
  ? {
      name: 's3',
      async check() {
        client ??= new S3Client({ ...settings.client, maxAttempts: 1, requestHandler: new TimedS3Handler() })
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(readinessCheckTimeoutMs) })
      },
    }
  : null
