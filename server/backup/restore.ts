// `npm run restore -- <backup folder | s3://bucket/key | key> [--force]`: a backup back into the
// database and media store this environment names (DATABASE_URI, MEDIA_DIR or S3_BUCKET), with
// the site stopped. Nothing is written until the whole backup has been checked: its manifest can
// be read, the code knows every migration it had (a newer site's backup is refused), every file
// matches its SHA-256, and the target is empty (or --force says to replace what is there). An
// older backup is then migrated forward by the database step `npm start` runs. Last, the cached
// pages are expired and the restored counts are printed beside the manifest's.
import path from 'node:path'

import type { BackupRecord } from '@rugged/backup-record'
import { runDatabaseStep } from '../database-step.ts'
import { writeRecord } from './backup.ts'
import { expireSiteCaches } from './caches.ts'
import { databaseDriver } from './database.ts'
import { codeMigrations, compareMigrations, readManifest, verifyFiles, backupBytes, type Manifest } from './manifest.ts'
import { mediaDriver } from './media.ts'
import { distDir, mediaStore, siteDatabase } from './settings.ts'
import { fetchBackup } from './store.ts'

type Env = Readonly<Record<string, string | undefined>>
type Log = (line: string) => void

export interface RestoreResult {
  manifest: Manifest
  location: string
  /** Rows per collection as restored (before migrating an older backup forward). */
  restored: Record<string, number>
  /** The collections whose count differs from the manifest's. */
  differing: string[]
  migrated: string[]
  seconds: number
}

/** A file of the backup the restore may write: its own kind of name, never outside its store. */
function checkNames(manifest: Manifest): void {
  for (const name of Object.keys(manifest.files)) {
    const parts = name.split('/')
    const allowed = name === manifest.database.file ? parts.length === 2 && parts[0] === 'database' : parts[0] === 'media' && parts.length > 1
    if (!allowed || parts.some((part) => part === '' || part === '.' || part === '..')) throw new Error(`The manifest lists a file this restore will not write: ${name}`)
  }
}

/** Reads and checks the backup at `source` without writing anything; throws what is wrong. */
async function checkedBackup(dir: string, kinds: { database: string; media: string }, log: Log): Promise<{ manifest: Manifest; pending: string[] }> {
  const manifest = readManifest(dir)
  checkNames(manifest)
  if (manifest.database.kind !== kinds.database) throw new Error(`This is a ${manifest.database.kind} backup; DATABASE_URI names a ${kinds.database} database. A backup restores into the kind of database it was taken from.`)
  if (manifest.media.store !== kinds.media) throw new Error(`This backup's media came from a ${manifest.media.store}; this site keeps them in a ${kinds.media} (S3_BUCKET decides). Restore into the same kind of store.`)
  const { pending, unknown } = compareMigrations(manifest.migrations, codeMigrations(manifest.database.kind))
  if (unknown.length > 0) {
    throw new Error(`The backup is newer than this code (site ${manifest.site.version}; migrations this code does not have: ${unknown.join(', ')}). Restore it with the release that took it, or a later one.`)
  }
  const problems = await verifyFiles(dir, manifest)
  if (problems.length > 0) throw new Error(`The backup is damaged; nothing was restored:\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''}`)
  log(`✔ ${Object.keys(manifest.files).length} file(s) match the manifest's SHA-256 (${manifest.name}, site ${manifest.site.version}, ${manifest.migrations.length} migrations)`)
  return { manifest, pending }
}

export async function restoreBackup(source: string, { env, log, force }: { env: Env; log: Log; force: boolean }): Promise<RestoreResult> {
  const started = Date.now()
  const database = databaseDriver(siteDatabase(env))
  const media = mediaDriver(mediaStore(env))
  const fetched = await fetchBackup(source, env)
  try {
    const { manifest, pending } = await checkedBackup(fetched.dir, { database: database.kind, media: media.kind }, log)
    const occupied = [...((await database.isEmpty()) ? [] : [database.describe()]), ...((await media.isEmpty()) ? [] : [media.describe()])]
    if (occupied.length > 0 && !force) {
      throw new Error(`${occupied.join(' and ')} already ${occupied.length > 1 ? 'hold' : 'holds'} data; nothing was restored. Restore into an empty database and media store, or give --force to replace what is there.`)
    }
    if (occupied.length > 0) {
      log(`> --force: emptying ${occupied.join(' and ')}`)
      await database.clear()
      await media.clear()
    }
    await database.load(path.join(fetched.dir, manifest.database.file), manifest.database)
    log(`✔ Restored ${database.describe()}`)
    const mediaFiles = Object.fromEntries(Object.entries(manifest.files).filter(([name]) => name.startsWith('media/')).map(([name, entry]) => [name.slice('media/'.length), entry]))
    await media.load(path.join(fetched.dir, 'media'), mediaFiles)
    log(`✔ Restored ${Object.keys(mediaFiles).length} media file(s) into ${media.describe()}`)
    // Counted as loaded, before any migration (or the step's administrator, on a site without one) changes them.
    const restored = (await database.state()).counts
    if (pending.length > 0) {
      log(`> The backup is older than this code: migrating it forward (${pending.join(', ')})`)
      if (!runDatabaseStep({ env: { ...process.env, ...env } })) throw new Error('The database step failed: the backup is restored but not migrated; see its output above.')
    }
    // The backup's own record was taken while it ran: the restored site knows it as done.
    const record: BackupRecord = { id: manifest.record, status: 'succeeded', trigger: manifest.trigger, startedAt: manifest.startedAt, finishedAt: manifest.completedAt, durationSeconds: (Date.parse(manifest.completedAt) - Date.parse(manifest.startedAt)) / 1000, sizeBytes: backupBytes(manifest.files), location: fetched.location }
    await writeRecord(database, record, log)
    await expireSiteCaches(distDir(env), env, log)
    const differing = printCounts(manifest.counts, restored, log)
    return { manifest, location: fetched.location, restored, differing, migrated: pending, seconds: Math.round((Date.now() - started) / 100) / 10 }
  } finally {
    await fetched.cleanup()
  }
}

/** The manifest's count and the restored one, per collection; returns those that differ. */
function printCounts(expected: Record<string, number>, restored: Record<string, number>, log: Log): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort()
  const width = Math.max(...names.map((name) => name.length), 'collection'.length)
  log(`${'collection'.padEnd(width)}  in backup  restored`)
  const differing: string[] = []
  for (const name of names) {
    const same = expected[name] === restored[name]
    if (!same) differing.push(name)
    log(`${name.padEnd(width)}  ${String(expected[name] ?? '-').padStart(9)}  ${String(restored[name] ?? '-').padStart(8)}${same ? '' : '  ✖'}`)
  }
  return differing
}
