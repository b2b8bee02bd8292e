import { createReadStream } from 'node:fs'
import { rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { s3Settings } from '@rugged/s3-settings'

import { TimedS3Handler } from '../../../ops/s3'
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

/** A stored file's bytes in memory (the originals a crop keeps are pictures: a few MB at most). */
export async function readMediaFile(filename: string): Promise<Buffer | null> {
  const file = await openMediaFile(filename)
  if (!file) return null
  const chunks: Uint8Array[] = []
  for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Stores bytes under `filename` beside the media (bucket or MEDIA_DIR), outside any document. */
export async function saveMediaFile(filename: string, data: Buffer, mimeType: string): Promise<void> {
  const name = path.basename(filename)
  if (bucket) {
    client ??= new S3Client(bucket.client)
    await client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: name, Body: data, ContentType: mimeType }))
    return
  }
  await writeFile(path.join(mediaDir, name), data)
}

export async function removeMediaFile(filename: string): Promise<void> {
  const name = path.basename(filename)
  if (bucket) {
    client ??= new S3Client(bucket.client)
    await client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: name }))
    return
  }
  await rm(path.join(mediaDir, name), { force: true })
}
