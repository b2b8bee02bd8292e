import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { TimedS3Handler } from '../../../ops/s3'
import { s3Settings } from '../../s3Settings'
import { mediaDir } from './index'

export interface MediaFile {
  body: ReadableStream<Uint8Array>
  size: number
}

const bucket = s3Settings()
let client: S3Client | undefined

/**
 * An uploaded file's bytes, for routes that hand a file out themselves (news attachments, the
 * download centre) and for the digest of a stored file (./digest.ts): from
 * the bucket in scale-out mode (S3_BUCKET; the storage plugin keeps each file under its name), from
 * MEDIA_DIR otherwise. Null when it is not there.
 */
export async function openMediaFile(filename: string): Promise<MediaFile | null> {
  const name = path.basename(filename)
  return bucket ? openFromBucket(bucket.bucket, name) : openFromDisk(path.join(mediaDir, name))
}

async function openFromDisk(filePath: string): Promise<MediaFile | null> {
  const file = await stat(filePath).catch(() => null)
  if (!file?.isFile()) return null
  return { body: Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>, size: file.size }
}

async function openFromBucket(bucketName: string, key: string): Promise<MediaFile | null> {
  client ??= new S3Client({ ...bucket!.client, requestHandler: new TimedS3Handler() })
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucketName, Key: key }))
    if (!object.Body) return null
    return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 }
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null
    throw error
  }
}
