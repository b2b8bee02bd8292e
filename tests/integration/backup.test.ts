/**
 * `npm run backup` (scripts/backup.mjs) run as the operator runs it, while the site's process
 * writes. On SQLite (WAL): the snapshot is consistent (integrity check), holds every committed row,
 * none of a write still in progress, and a clean cut of writes that went on during the backup;
 * the media folder is copied. On PostgreSQL it names pg_dump and writes nothing.
 */
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, it } from 'vitest'

import { isPostgres } from '@/cms/database'
import { saveEnquiry } from '@/data/enquiries'

import { seededPayload } from './support/seeded'

const run = promisify(execFile)
const sqlite = !isPostgres()
const databaseFile = path.resolve((process.env.DATABASE_URI ?? '').replace(/^file:/, ''))
const mediaDir = path.resolve(process.env.MEDIA_DIR ?? 'media')

/** Runs `npm run backup`'s script into a folder of its own; its output and the folders it made. */
async function backupInto(env: Record<string, string> = {}) {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rugged-backup-'))
  const { stdout } = await run(process.execPath, ['scripts/backup.mjs'], {
    env: { ...process.env, BACKUP_DIR: backupDir, ...env },
    timeout: 60_000,
  })
  return { stdout, backupDir, folders: fs.readdirSync(backupDir) }
}

/** The `content` of every enquiry in a database file, and its integrity check. */
async function enquiriesIn(file: string): Promise<{ integrity: string; journal: string; contents: string[] }> {
  const client = createClient({ url: `file:${file}` })
  try {
    const integrity = String((await client.execute('PRAGMA integrity_check')).rows[0]![0])
    const journal = String((await client.execute('PRAGMA journal_mode')).rows[0]![0])
    const { rows } = await client.execute('SELECT content FROM enquiries ORDER BY id')
    return { integrity, journal, contents: rows.map((row) => String(row[0])) }
  } finally {
    client.close()
  }
}

const enquiry = (content: string) => ({
  name: '', company: '', email: 'backup@example.com', telephone: '', productModel: '', applicationIndustry: '',
  content, language: 'en' as const, form: 'dialog' as const,
})

describe.skipIf(!sqlite)('npm run backup on the site\'s SQLite database while it is written to', () => {
  const tag = randomBytes(4).toString('hex')

  beforeAll(async () => {
    await seededPayload()
  })

  it('the site\'s database runs in WAL mode (the case the snapshot has to get right)', async () => {
    expect((await enquiriesIn(databaseFile)).journal).toBe('wal')
  })

  it('holds every committed row and nothing of a write in progress', async () => {
    for (let n = 0; n < 20; n++) await saveEnquiry(enquiry(`${tag} committed ${n}`))
    // A write in progress: another connection to the database (Payload's SQLite adapter runs
    // without transactions) inserts a row and has not committed when the backup runs.
    const writer = createClient({ url: `file:${databaseFile}` })
    const transaction = await writer.transaction('write')
    let folders: string[]
    let backupDir: string
    try {
      const columns = (await transaction.execute('PRAGMA table_info(enquiries)')).rows.map((row) => String(row.name)).filter((name) => name !== 'id')
      const values = columns.map((name) => (name === 'content' ? '?' : `"${name}"`))
      await transaction.execute({
        sql: `INSERT INTO enquiries (${columns.map((name) => `"${name}"`).join(', ')}) SELECT ${values.join(', ')} FROM enquiries WHERE content = ?`,
        args: [`${tag} in progress`, `${tag} committed 0`],
      })
      ;({ folders, backupDir } = await backupInto())
      await transaction.commit()
    } finally {
      transaction.close()
      writer.close()
    }

    expect(folders).toHaveLength(1)
    expect(folders[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    const snapshot = await enquiriesIn(path.join(backupDir, folders[0]!, path.basename(databaseFile)))
    expect(snapshot.integrity).toBe('ok')
    const ours = snapshot.contents.filter((content) => content.startsWith(tag))
    expect(ours).toEqual(Array.from({ length: 20 }, (_, n) => `${tag} committed ${n}`))
    // Committed after the backup: in the live database, not in the copy.
    expect((await enquiriesIn(databaseFile)).contents).toContain(`${tag} in progress`)
  })

  it('is a clean cut of writes that go on during the backup', async () => {
    const writes: string[] = []
    let writing = true
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        await saveEnquiry(enquiry(`${tag} during ${n}`))
        writes.push(`${tag} during ${n}`)
        // One write per turn of the event loop, as requests come: SQLite calls settle without
        // one, and a loop of them alone would never let the backup's exit be heard.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    while (writes.length < 5) await new Promise((resolve) => setTimeout(resolve, 5))
    const committedBefore = writes.length
    let backup: Awaited<ReturnType<typeof backupInto>>
    try {
      backup = await backupInto()
    } finally {
      writing = false
      await writer
    }
    const committedMeanwhile = writes.length - committedBefore
    expect(committedMeanwhile, 'the site kept writing while the backup ran').toBeGreaterThan(0)

    const snapshot = await enquiriesIn(path.join(backup.backupDir, backup.folders[0]!, path.basename(databaseFile)))
    expect(snapshot.integrity).toBe('ok')
    const copied = snapshot.contents.filter((content) => content.startsWith(`${tag} during`))
    // Every write committed before the backup started, then an unbroken run of later ones: a
    // point-in-time copy, not a mix of two moments.
    expect(copied.length).toBeGreaterThanOrEqual(committedBefore)
    expect(copied).toEqual(writes.slice(0, copied.length))
  })

  it('copies the media folder, file for file', async () => {
    const { backupDir, folders, stdout } = await backupInto()
    const files = (dir: string) =>
      fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    const original = files(mediaDir)
    expect(original.length, 'the seed put pictures in MEDIA_DIR').toBeGreaterThan(5)
    const copy = path.join(backupDir, folders[0]!, 'media')
    expect(files(copy)).toEqual(original)
    const digest = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')
    for (const file of original) expect(digest(path.join(copy, file)), file).toBe(digest(path.join(mediaDir, file)))
    expect(stdout).toContain(`${original.length} media file(s)`)
  })
})

describe('npm run backup on PostgreSQL', () => {
  const env = { DATABASE_URI: 'postgres://site:secret-password@db.internal:5432/site' }

  it('names pg_dump, writes nothing and exits 0', async () => {
    const { stdout, folders } = await backupInto(env)
    expect(stdout).toMatch(/pg_dump --format=custom .*"\$DATABASE_URI"/)
    expect(stdout).not.toContain('secret-password')
    expect(stdout).toMatch(/cp -a /) // the local media folder
    expect(stdout).toContain('Nothing was written.')
    expect(folders).toEqual([])
  })

  it('with media on S3, says the bucket is backed up by its own versioning or replication', async () => {
    const { stdout, folders } = await backupInto({ ...env, S3_BUCKET: 'site-media' })
    expect(stdout).toMatch(/S3 bucket site-media: back it up with the bucket's own versioning or replication/)
    expect(stdout).not.toMatch(/cp -a /)
    expect(folders).toEqual([])
  })
})
