/**
 * Issue 39: `npm run backup` and `npm run restore` (server/backup/cli.ts) as the operator runs
 * them, on SQLite and on PostgreSQL, while the site's process writes: the manifest, a clean cut of
 * the writes, the record the site reads, the bucket, and a restore into an empty database that
 * checks everything before writing, refuses what it must and migrates an older backup forward.
 */
import fs from 'node:fs'
import path from 'node:path'

import { backupRecordKeys, type BackupRecord } from '@rugged/backup-record'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { hashFile } from '../../server/backup/files.ts'
import type { Manifest } from '../../server/backup/manifest.ts'
import { isPostgres } from '@/cms/database'
import { saveEnquiry } from '@/data/enquiries'

import { backupCommand, backupsIn, digests, emptyTarget, query, tempDir } from './support/backups'
import { seededPayload } from './support/seeded'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']
type Migration = { name: string; down: (args: { db: unknown; payload: Payload; req: unknown }) => Promise<void> }

const mediaDir = path.resolve(process.env.MEDIA_DIR ?? 'media')
const readManifest = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
const enquiry = (content: string) => ({
  name: '', company: '', email: 'backup@example.com', telephone: '', productModel: '', applicationIndustry: '',
  content, language: 'en' as const, form: 'dialog' as const,
})

let payload: Payload
const backupDir = tempDir('backups')

/** `npm run backup` into this file's BACKUP_DIR: its output, and the folder of the backup it wrote. */
async function backup(env: Record<string, string> = {}) {
  const before = new Set(backupsIn(backupDir))
  const result = await backupCommand(['backup'], { BACKUP_DIR: backupDir, ...env })
  expect(result.code, result.stderr).toBe(0)
  const folder = backupsIn(backupDir).find((name) => !before.has(name))!
  return { ...result, folder: path.join(backupDir, folder), manifest: readManifest(path.join(backupDir, folder)) }
}

const restore = (source: string, target: Record<string, string>, ...options: string[]) => backupCommand(['restore', source, ...options], target)

beforeAll(async () => {
  payload = await seededPayload()
})

describe('npm run backup', () => {
  it('writes the database, every media file and a manifest of the site, its migrations, its counts and each file\'s SHA-256', async () => {
    const { folder, manifest, stdout } = await backup()
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    expect(manifest.site).toEqual({ name: 'rugged-site', version: JSON.parse(fs.readFileSync('package.json', 'utf8')).version })
    expect(manifest.database).toMatchObject(isPostgres() ? { kind: 'postgres', file: 'database/site.dump', dumpedWith: expect.any(Number) } : { kind: 'sqlite', file: expect.stringMatching(/^database\/.+\.db$/) })
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false, overrideAccess: true, sort: 'id' })
    expect(manifest.migrations).toEqual(applied.docs.map((doc) => doc.name))
    for (const [collection, table] of [['products', 'products'], ['media', 'media'], ['news', 'news'], ['product-categories', 'product_categories']] as const) {
      expect(manifest.counts[table], collection).toBe((await payload.count({ collection, overrideAccess: true })).totalDocs)
    }
    expect(manifest.counts).not.toHaveProperty('payload_migrations')
    expect(manifest.counts).not.toHaveProperty('_products_v')
    const media = Object.keys(digests(mediaDir))
    expect(media.length, 'the seed put files in MEDIA_DIR').toBeGreaterThan(5)
    expect(Object.keys(manifest.files).sort()).toEqual([manifest.database.file, ...media.map((name) => `media/${name}`)].sort())
    for (const [name, entry] of Object.entries(manifest.files)) expect(await hashFile(path.join(folder, name)), name).toEqual(entry)
    expect(stdout).toContain(`${media.length} media file(s)`)
    expect(fs.readdirSync(backupDir).filter((name) => name.endsWith('.partial'))).toEqual([])
  })

  it('records the backup where the site reads it: when, how big, where; a failed one with its reason', async () => {
    const { folder, manifest } = await backup()
    const latest = (await payload.kv.get<BackupRecord>(backupRecordKeys.latest))!
    const size = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0)
    expect(latest).toMatchObject({ id: manifest.record, status: 'succeeded', trigger: 'command', sizeBytes: size, location: folder, startedAt: manifest.startedAt })
    expect(await payload.kv.get(backupRecordKeys.lastSuccess)).toEqual(latest)

    const notAFolder = path.join(tempDir('not-a-folder'), 'file')
    fs.writeFileSync(notAFolder, 'x')
    const failed = await backupCommand(['backup'], { BACKUP_DIR: notAFolder })
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/✖ Backup failed: .*(ENOTDIR|not a directory)/)
    expect(await payload.kv.get(backupRecordKeys.latest)).toMatchObject({ status: 'failed', error: expect.stringMatching(/ENOTDIR|not a directory/) })
    expect(await payload.kv.get(backupRecordKeys.lastSuccess)).toEqual(latest)
  })

  it.runIf(!isPostgres())('on SQLite, holds nothing of a write still in progress', async () => {
    const { createClient } = await import('@libsql/client')
    const writer = createClient({ url: process.env.DATABASE_URI! })
    const transaction = await writer.transaction('write')
    let taken: Awaited<ReturnType<typeof backup>>
    try {
      await transaction.execute({ sql: "INSERT INTO enquiries (email, content, language, form, status, updated_at, created_at) VALUES ('p@example.com', ?, 'en', 'dialog', 'new', '2026-01-01', '2026-01-01')", args: ['in progress'] })
      taken = await backup()
      await transaction.commit()
    } finally {
      transaction.close()
      writer.close()
    }
    const file = `file:${path.join(taken.folder, taken.manifest.database.file)}`
    expect(await query(file, "SELECT id FROM enquiries WHERE content = 'in progress'")).toEqual([])
    expect(await query(process.env.DATABASE_URI!, "SELECT id FROM enquiries WHERE content = 'in progress'")).toHaveLength(1)
  })

  it('keeps the newest BACKUP_KEEP backups', async () => {
    for (let n = 0; n < 3; n++) await backup({ BACKUP_KEEP: '2' })
    expect(backupsIn(backupDir)).toHaveLength(2)
  })

  it.runIf(isPostgres())('says clearly when pg_dump is missing or older than the server', async () => {
    const bin = tempDir('old-pg-dump')
    fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 })
    const old = await backupCommand(['backup'], { BACKUP_DIR: backupDir, PATH: `${bin}:${process.env.PATH}` })
    expect(old.stderr).toMatch(/pg_dump 9 cannot dump a PostgreSQL \d+ server: install PostgreSQL \d+'s client tools or newer/)
    fs.rmSync(path.join(bin, 'pg_dump'))
    const missing = await backupCommand(['backup'], { BACKUP_DIR: backupDir, PATH: path.dirname(process.execPath) })
    expect(missing.stderr).toMatch(/pg_dump was not found on PATH/)
  })
})

describe('npm run restore', () => {
  it('restores a backup taken while the site wrote into an empty database and media folder: every write committed before it began, then an unbroken run', async () => {
    const tag = `cut${Date.now()}`
    const writes: string[] = []
    let writing = true
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        await saveEnquiry(enquiry(`${tag} ${n}`))
        writes.push(`${tag} ${n}`)
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    while (writes.length < 5) await new Promise((resolve) => setTimeout(resolve, 5))
    const committedBefore = writes.length
    let taken: Awaited<ReturnType<typeof backup>>
    try {
      taken = await backup()
    } finally {
      writing = false
      await writer
    }
    expect(writes.length - committedBefore, 'the site kept writing while the backup ran').toBeGreaterThan(0)

    const target = await emptyTarget()
    const restored = await restore(taken.folder, target)
    expect(restored.code, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(/^products\s+48\s+48$/m)
    const copied = (await query<{ content: string }>(target.DATABASE_URI, `SELECT content FROM enquiries WHERE content LIKE '${tag} %' ORDER BY id`)).map((row) => row.content)
    expect(copied.length).toBeGreaterThanOrEqual(committedBefore)
    expect(copied).toEqual(writes.slice(0, copied.length))
    expect(digests(target.MEDIA_DIR)).toEqual(digests(mediaDir))
    // The restored site knows the backup it came from as done.
    const [record] = await query<{ data: string | BackupRecord }>(target.DATABASE_URI, `SELECT data FROM payload_kv WHERE key = '${backupRecordKeys.latest}'`)
    const data = typeof record!.data === 'string' ? (JSON.parse(record!.data) as BackupRecord) : record!.data
    expect(data).toMatchObject({ id: taken.manifest.record, status: 'succeeded' })
  })

  it('refuses a database or media folder that holds data, unless given --force', async () => {
    const { folder, manifest } = await backup()
    const target = await emptyTarget()
    expect((await restore(folder, target)).code).toBe(0)
    await query(target.DATABASE_URI, "UPDATE products SET model = 'kept' WHERE id = (SELECT min(id) FROM products)")
    const refused = await restore(folder, target)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/already hold data; nothing was restored\. .*--force/)
    expect(await query(target.DATABASE_URI, "SELECT id FROM products WHERE model = 'kept'")).toHaveLength(1)
    const forced = await restore(folder, target, '--force')
    expect(forced.code, forced.stderr).toBe(0)
    expect(await query(target.DATABASE_URI, "SELECT id FROM products WHERE model = 'kept'")).toHaveLength(0)
    expect(Number((await query<{ n: number }>(target.DATABASE_URI, 'SELECT count(*) AS n FROM products'))[0]!.n)).toBe(manifest.counts.products)
  })

  it('checks every file against the manifest before writing: a damaged backup leaves the target empty', async () => {
    const { folder } = await backup()
    const damaged = path.join(tempDir('damaged'), 'backup')
    fs.cpSync(folder, damaged, { recursive: true })
    const victim = path.join(damaged, 'media', Object.keys(digests(path.join(damaged, 'media')))[3]!)
    const bytes = fs.readFileSync(victim)
    bytes[bytes.length >> 1]! ^= 0xff
    fs.writeFileSync(victim, bytes)
    const target = await emptyTarget()
    const result = await restore(damaged, target)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/The backup is damaged; nothing was restored:\n\s+media\/.+: its bytes differ from the manifest's checksum/)
    expect(digests(target.MEDIA_DIR)).toEqual({})
    expect(await query(target.DATABASE_URI, isPostgres() ? "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'" : "SELECT name FROM sqlite_master WHERE type = 'table'")).toEqual([])
  })

  it('refuses a backup newer than the code', async () => {
    const { folder } = await backup()
    const newer = path.join(tempDir('newer'), 'backup')
    fs.cpSync(folder, newer, { recursive: true })
    const manifest = readManifest(newer)
    fs.writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify({ ...manifest, migrations: [...manifest.migrations, '29991231_000000_from_the_future'] }))
    const result = await restore(newer, await emptyTarget())
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/The backup is newer than this code \(.*29991231_000000_from_the_future\)/)
  })

  it('migrates an older backup forward (the database step of npm start)', async () => {
    const { migrations } = isPostgres() ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
    const newest = (migrations as unknown as Migration[]).at(-1)!
    await newest.down({ db: payload.db.drizzle, payload, req: {} })
    await payload.delete({ collection: 'payload-migrations', where: { name: { equals: newest.name } }, overrideAccess: true })
    let older: Awaited<ReturnType<typeof backup>>
    try {
      older = await backup()
    } finally {
      await payload.db.migrate({ migrations: migrations as unknown as Migrations })
    }
    expect(older.manifest.migrations).not.toContain(newest.name)
    const target = await emptyTarget()
    const result = await restore(older.folder, target)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`The backup is older than this code: migrating it forward (${newest.name})`)
    expect(result.stdout).toMatch(/migrated forward by 1 migration/)
    const names = (await query<{ name: string }>(target.DATABASE_URI, 'SELECT name FROM payload_migrations')).map((row) => row.name)
    expect(names).toContain(newest.name)
  }, 300_000)
})
