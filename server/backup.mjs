// `npm run backup`: a consistent copy of the site's data, taken while it serves.
//
// - SQLite: `VACUUM INTO` writes a snapshot of the database as one read transaction sees it, so
//   the copy holds every committed write and none in progress, whatever runs meanwhile (WAL mode:
//   readers and the writer do not wait for each other). Copying the .db file would not be safe:
//   recent commits live in the -wal file until a checkpoint. (libsql, the driver Payload's
//   SQLite adapter uses, does not implement the page-by-page backup API; VACUUM INTO is SQLite's
//   other online snapshot.) The copy is checked with `PRAGMA integrity_check`.
// - The media folder is copied after the database, so a file uploaded meanwhile is at worst an
//   extra, never a picture the copied database names but the copy lacks (deletes aside).
// - Everything goes to `<BACKUP_DIR>/<timestamp>.partial` and is renamed to `<timestamp>` only
//   once complete: a folder without `.partial` is always a whole backup.
// - PostgreSQL and S3 keep their data elsewhere: the script says what to run (pg_dump) or rely on
//   (bucket versioning) and writes nothing, rather than half a backup.
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

export const defaultBackupDir = 'backups'
const defaultDatabaseUri = 'file:./data/site.db' // as src/cms/database.ts
const defaultMediaDir = 'media' // as src/cms/collections/Media

const isPostgres = (uri) => /^postgres(ql)?:\/\//.test(uri)

/** `2026-11-24T17-50-03Z`: sorts by time, and is a valid folder name everywhere. */
export function backupName(date) {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')
}

/** Writes a consistent snapshot of the SQLite database `source` to the new file `target`. */
export async function snapshotSqlite(source, target) {
  if (!fs.existsSync(source)) throw new Error(`no SQLite database at ${source}`)
  const client = createClient({ url: `file:${source}` })
  try {
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
  const copy = createClient({ url: `file:${target}` })
  try {
    const { rows } = await copy.execute('PRAGMA integrity_check')
    const verdict = String(Object.values(rows[0] ?? {})[0])
    if (verdict !== 'ok') throw new Error(`the snapshot failed its integrity check: ${verdict}`)
  } finally {
    copy.close()
  }
}

/** Copies the media folder (an absent one is an empty copy); returns the number of files. */
export function copyMedia(source, target) {
  fs.mkdirSync(target, { recursive: true })
  if (!fs.existsSync(source)) return 0
  fs.cpSync(source, target, { recursive: true, preserveTimestamps: true })
  return fs.readdirSync(target, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
}

/**
 * Takes the backup `env` describes. Returns the folder written, or null when there was nothing
 * this script can copy (PostgreSQL: it printed what to run instead).
 * @param {{ env?: NodeJS.ProcessEnv, now?: Date, log?: (line: string) => void }} [options]
 */
export async function backup({ env = process.env, now = new Date(), log = console.log } = {}) {
  const databaseUri = env.DATABASE_URI || defaultDatabaseUri
  const mediaOnS3 = Boolean(env.S3_BUCKET)
  const name = backupName(now)
  const backupDir = path.resolve(env.BACKUP_DIR || defaultBackupDir)
  const mediaNote = `Media are in the S3 bucket ${env.S3_BUCKET}: back it up with the bucket's own versioning or replication.`

  if (isPostgres(databaseUri)) {
    log('The database is PostgreSQL: back it up with pg_dump (a consistent snapshot, taken online), e.g.')
    log(`  pg_dump --format=custom --no-owner --file=${path.join(backupDir, `${name}.dump`)} "$DATABASE_URI"`)
    log('  (restore: pg_restore --clean --no-owner --dbname="$DATABASE_URI" <file>)')
    if (mediaOnS3) log(mediaNote)
    else log(`Media: copy the folder too, e.g. cp -a ${path.resolve(env.MEDIA_DIR || defaultMediaDir)} ${path.join(backupDir, `${name}-media`)}`)
    log('Nothing was written.')
    return null
  }

  const databaseFile = path.resolve(databaseUri.replace(/^file:/, ''))
  const target = path.join(backupDir, name)
  const partial = `${target}.partial`
  fs.mkdirSync(partial, { recursive: true })
  try {
    const started = Date.now()
    await snapshotSqlite(databaseFile, path.join(partial, path.basename(databaseFile)))
    log(`✔ SQLite snapshot of ${databaseFile} (${Date.now() - started} ms, integrity ok)`)
    if (mediaOnS3) log(mediaNote)
    else {
      const mediaDir = path.resolve(env.MEDIA_DIR || defaultMediaDir)
      log(`✔ ${copyMedia(mediaDir, path.join(partial, 'media'))} media file(s) from ${mediaDir}`)
    }
    fs.renameSync(partial, target)
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
  log(`Backup written to ${target}`)
  return target
}
