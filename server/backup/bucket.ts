// The few calls to an S3-compatible bucket a backup makes: list, read, write and delete objects.
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import type { S3Settings } from '@rugged/s3-settings'
import { hashing, inParallel, type FileEntry } from './files.ts'

export interface Bucket {
  name: string
  client: S3Client
}

export function openBucket(settings: S3Settings): Bucket {
  return { name: settings.bucket, client: new S3Client(settings.client) }
}

interface ListedObject {
  key: string
  bytes: number
}

/** Every object under `prefix`, in key order. */
export async function listObjects(bucket: Bucket, prefix = ''): Promise<ListedObject[]> {
  const objects: ListedObject[] = []
  let token: string | undefined
  do {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix || undefined, ContinuationToken: token }))
    for (const item of page.Contents ?? []) if (item.Key) objects.push({ key: item.Key, bytes: item.Size ?? 0 })
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return objects
}

/** Whether any object's key starts with `prefix`. */
export async function hasObjects(bucket: Bucket, prefix = ''): Promise<boolean> {
  // One page (no MaxKeys: s3rver, the tests' server, fails a short page of a longer listing).
  const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix || undefined }))
  return (page.KeyCount ?? page.Contents?.length ?? 0) > 0
}

export async function objectExists(bucket: Bucket, key: string): Promise<boolean> {
  try {
    await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: key }))
    return true
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false
    throw error
  }
}

/** The names one level under `prefix` (S3's common prefixes, without the prefix and the trailing slash). */
export async function listFolders(bucket: Bucket, prefix: string): Promise<string[]> {
  const names: string[] = []
  let token: string | undefined
  do {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix || undefined, Delimiter: '/', ContinuationToken: token }))
    for (const item of page.CommonPrefixes ?? []) if (item.Prefix) names.push(item.Prefix.slice(prefix.length, -1))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return names.sort()
}

/** Writes the object `key` to `file`, hashing it on the way; its content type comes along. */
export async function downloadObject(bucket: Bucket, key: string, file: string): Promise<FileEntry> {
  const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }))
  await fs.mkdir(path.dirname(file), { recursive: true })
  const hash = hashing()
  await pipeline(object.Body as Readable, hash.stream, createWriteStream(file))
  return { ...hash.entry(), ...(object.ContentType ? { contentType: object.ContentType } : {}) }
}

/** Puts `file` at `key` (in parts when large). */
export async function uploadFile(bucket: Bucket, key: string, file: string, contentType?: string): Promise<void> {
  const upload = new Upload({ client: bucket.client, params: { Bucket: bucket.name, Key: key, Body: createReadStream(file), ...(contentType ? { ContentType: contentType } : {}) } })
  await upload.done()
}

export async function deleteObjects(bucket: Bucket, keys: string[]): Promise<void> {
  await inParallel(keys, (key) => bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key })))
}
