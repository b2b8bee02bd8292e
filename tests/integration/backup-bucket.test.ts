/**
 * Issue 39: backups in a bucket (BACKUP_S3_BUCKET under BACKUP_S3_PREFIX, the newest BACKUP_KEEP
 * kept) of a site whose media are in a bucket (S3_BUCKET), and their restore from `s3://bucket/key`
 * or a bare key into an empty database and media bucket: s3rver through scripts/tooling/s3.mjs.
 */
import { createHash, randomBytes } from 'node:crypto'

import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3 } from '../../scripts/tooling/s3.mjs'
import { listObjects } from '../../server/backup/bucket.ts'

import { backupCommand, emptyTarget } from './support/backups'
import { migratedPayload } from './support/seeded'

let s3: Awaited<ReturnType<typeof startS3>>
let client: S3Client
let env: Record<string, string>
const files = [
  { key: 'picture.webp', type: 'image/webp' },
  { key: 'picture-400x300.webp', type: 'image/webp' },
  { key: 'datasheet.pdf', type: 'application/pdf' },
]

/** Every object of `bucket`: its key, SHA-256 and content type. */
async function objects(bucket: string) {
  const listed = await listObjects({ name: bucket, client })
  return Promise.all(
    listed.map(async ({ key }) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return { key, sha256: createHash('sha256').update(await object.Body!.transformToByteArray()).digest('hex'), type: object.ContentType }
    }),
  )
}

beforeAll(async () => {
  s3 = await startS3()
  client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } })
  for (const bucket of ['backups', 'restored-media']) await client.send(new CreateBucketCommand({ Bucket: bucket }))
  for (const file of files) await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: file.key, Body: randomBytes(20_000), ContentType: file.type }))
  await (await migratedPayload()).destroy()
  env = { ...s3.env, BACKUP_S3_BUCKET: 'backups', BACKUP_S3_PREFIX: 'site', BACKUP_KEEP: '2' }
})

afterAll(async () => {
  await s3?.stop()
})

describe('backups in a bucket', () => {
  const names: string[] = []

  it('go under the prefix, whole (the manifest last), the newest BACKUP_KEEP kept', async () => {
    for (let n = 0; n < 3; n++) {
      const result = await backupCommand(['backup'], env)
      expect(result.code, result.stderr).toBe(0)
      expect(result.stdout).toContain(`${files.length} media file(s) from the media bucket ${s3.bucket}`)
      names.push(/Backup written to s3:\/\/backups\/site\/(\S+) /.exec(result.stdout)![1]!)
      await new Promise((resolve) => setTimeout(resolve, 1000)) // one name per second
    }
    const keys = (await listObjects({ name: 'backups', client })).map(({ key }) => key)
    const kept = [...new Set(keys.map((key) => key.split('/')[1]))]
    expect(kept).toEqual(names.slice(1))
    for (const name of kept) {
      expect(keys).toContain(`site/${name}/manifest.json`)
      for (const file of files) expect(keys).toContain(`site/${name}/media/${file.key}`)
    }
  })

  it('restore from s3://bucket/key into an empty database and media bucket: every object, its bytes and its content type', async () => {
    const target = { ...env, ...(await emptyTarget()), S3_BUCKET: 'restored-media' }
    const result = await backupCommand(['restore', `s3://backups/site/${names.at(-1)}`], target)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`Restored ${files.length} media file(s) into the media bucket restored-media`)
    const original = await objects(s3.bucket)
    expect(original.map(({ type }) => type).sort()).toEqual(files.map(({ type }) => type).sort())
    expect(await objects('restored-media')).toEqual(original)
  })

  it('restore from a bare key of BACKUP_S3_BUCKET; a media bucket that holds objects only with --force', async () => {
    const target = { ...env, ...(await emptyTarget()), S3_BUCKET: 'restored-media' }
    const refused = await backupCommand(['restore', names.at(-1)!], target)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/the media bucket restored-media already holds data; nothing was restored/)
    const forced = await backupCommand(['restore', names.at(-1)!, '--force'], target)
    expect(forced.code, forced.stderr).toBe(0)
    expect(forced.stdout).toContain(`from s3://backups/site/${names.at(-1)}`)
    expect(await objects('restored-media')).toEqual(await objects(s3.bucket))
  })

  it('a key no backup has is refused clearly', async () => {
    const result = await backupCommand(['restore', 'no-such-backup'], { ...env, ...(await emptyTarget()) })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/No backup at s3:\/\/backups\/site\/no-such-backup: it holds no manifest\.json/)
  })
})
