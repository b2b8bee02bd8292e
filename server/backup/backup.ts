// `npm run backup` and the schedule's backups: one self-describing folder, taken while the site serves.
//
//   <name>/database/<site.db | site.dump>   the database as of one moment (./sqlite.ts, ./postgres.ts)
//   <name>/media/…                          every media file, from the folder or the bucket (./media.ts)
//   <name>/manifest.json                    written last (./manifest.ts)
//
// The media are copied after the database, so a file uploaded meanwhile is at worst an extra, never
// a picture the copied database names but the copy lacks (deletes aside). The backup goes to
// BACKUP_DIR or the backup bucket (./store.ts), and the newest BACKUP_KEEP stay. Its start, end,
// size and outcome go to the site's backup record (src/rules/backups.ts), which the schedule, the
// metrics and the admin dashboard read.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { backupRecordKeys, formatBackupSize, type BackupRecord } from '@rugged/backup-record'
import { databaseDriver, type DatabaseDriver } from './database.ts'
import { hashFile, type FileEntry } from './files.ts'
import { backupBytes, manifestFile, manifestFormat, siteVersion, type Manifest } from './manifest.ts'
import { mediaDriver } from './media.ts'
import { backupKeep, destination, mediaStore, siteDatabase } from './settings.ts'
import { backupName, backupStore, prune, type BackupStore } from './store.ts'

type Env = Readonly<Record<string, string | undefined>>
type Log = (line: string) => void

interface BackupOptions {
  env: Env
  log: Log
  /** The schedule's claim (src/cms/backups/schedule.ts): the record this backup completes. */
  recordId?: string
}

/** Writes the record; a database that cannot take it (an old schema, a lock) costs a warning, not the backup. */
export async function writeRecord(database: DatabaseDriver, record: BackupRecord, log: Log): Promise<void> {
  const entries = { [backupRecordKeys.latest]: record, ...(record.status === 'succeeded' ? { [backupRecordKeys.lastSuccess]: record } : {}) }
  try {
    await database.record(entries)
  } catch (error) {
    log(`! The backup record was not written to ${database.describe()}: ${error instanceof Error ? error.message : error}`)
  }
}

/** A name no backup in `store` has yet: the time to the second, and a counter after it in the rare case of two in one second. */
async function freeName(store: BackupStore, date: Date): Promise<string> {
  const base = backupName(date)
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`
    if (!(await store.taken(name))) return name
  }
}

const seconds = (from: number) => (Date.now() - from) / 1000

export async function takeBackup({ env, log, recordId }: BackupOptions): Promise<{ location: string; manifest: Manifest; seconds: number }> {
  const started = Date.now()
  const database = databaseDriver(siteDatabase(env))
  const media = mediaDriver(mediaStore(env))
  const store = backupStore(destination(env))
  const record: BackupRecord = { id: recordId ?? randomUUID(), status: 'running', trigger: recordId ? 'schedule' : 'command', startedAt: new Date(started).toISOString() }
  await writeRecord(database, record, log)
  let name = ''
  let folder: string | null = null
  try {
    name = await freeName(store, new Date(started))
    folder = await store.begin(name)
    const snapshot = await database.snapshot(await made(path.join(folder, 'database')))
    const documents = Object.values(snapshot.counts).reduce((sum, count) => sum + count, 0)
    log(`✔ Snapshot of ${database.describe()} (${seconds(started).toFixed(1)} s; ${documents} documents, ${snapshot.migrations.length} migrations)`)
    const mediaFiles = await media.copyInto(path.join(folder, 'media'))
    const databaseFile = `database/${path.basename(snapshot.file)}`
    const files: Record<string, FileEntry> = { [databaseFile]: await hashFile(snapshot.file), ...prefixed('media/', mediaFiles) }
    log(`✔ ${Object.keys(mediaFiles).length} media file(s) from ${media.describe()} (${formatBackupSize(backupBytes(mediaFiles))})`)
    const manifest: Manifest = {
      format: manifestFormat,
      name,
      site: siteVersion(),
      startedAt: record.startedAt,
      completedAt: new Date().toISOString(),
      trigger: record.trigger,
      record: record.id,
      database: { kind: database.kind, file: databaseFile, ...snapshot.details },
      migrations: snapshot.migrations,
      counts: snapshot.counts,
      media: { store: media.kind, files: Object.keys(mediaFiles).length, bytes: backupBytes(mediaFiles) },
      files,
    }
    await fs.writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`)
    const location = await store.finish(folder, name)
    folder = null
    const removed = await prune(store, backupKeep(env), name)
    if (removed.length > 0) log(`✔ Removed ${removed.length} older backup(s) from ${store.describe()} (BACKUP_KEEP=${backupKeep(env)}): ${removed.join(', ')}`)
    const size = backupBytes(files)
    await writeRecord(database, { ...record, status: 'succeeded', finishedAt: new Date().toISOString(), durationSeconds: seconds(started), sizeBytes: size, location }, log)
    log(`Backup written to ${location} (${formatBackupSize(size)} in ${seconds(started).toFixed(1)} s)`)
    return { location, manifest, seconds: seconds(started) }
  } catch (error) {
    if (folder) await store.abandon(folder, name).catch(() => undefined)
    const message = error instanceof Error ? error.message : String(error)
    await writeRecord(database, { ...record, status: 'failed', finishedAt: new Date().toISOString(), durationSeconds: seconds(started), error: message }, log)
    throw error
  }
}

async function made(dir: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true })
  return dir
}

function prefixed(prefix: string, entries: Record<string, FileEntry>): Record<string, FileEntry> {
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [prefix + name, entry]))
}
