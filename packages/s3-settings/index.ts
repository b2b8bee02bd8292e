import type { S3ClientConfig } from '@aws-sdk/client-s3'

export interface S3Settings {
  bucket: string
  client: S3ClientConfig
}

const yes = (value: string | undefined) => ['1', 'true', 'yes'].includes(String(value ?? '').trim().toLowerCase())

/**
 * Where media go in scale-out mode: S3_BUCKET names the bucket; S3_ENDPOINT (an S3-compatible
 * server, e.g. MinIO), S3_REGION, S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE
 * (needed by most servers other than AWS itself) say how to reach it. Without a key pair the AWS
 * SDK's own chain (instance role, AWS_* variables) applies. Null without S3_BUCKET: the disk.
 */
export function s3Settings(env: Record<string, string | undefined> = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK credential chain.')
  }
  return {
    bucket,
    client: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      ...(env.S3_ENDPOINT?.trim() ? { endpoint: env.S3_ENDPOINT.trim() } : {}),
      forcePathStyle: yes(env.S3_FORCE_PATH_STYLE),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}
