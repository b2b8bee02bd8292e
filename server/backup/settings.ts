// What a backup reads and where it goes, from the site's environment (docs/deploy.md#environment):
// the database (DATABASE_URI), the media (MEDIA_DIR, or the bucket S3_BUCKET), the destination
// (BACKUP_DIR, or the bucket BACKUP_S3_BUCKET under BACKUP_S3_PREFIX) and BACKUP_KEEP.
import path from 'node:path'

import { s3Settings, type S3Settings } from '@rugged/s3-settings'

type Env = Readonly<Record<string, string | undefined>>

export type SiteDatabase = { kind: 'sqlite'; file: string } | { kind: 'postgres'; uri: string }
export type MediaStore = { kind: 'folder'; dir: string } | { kind: 'bucket'; s3: S3Settings }
export type Destination = { kind: 'folder'; dir: string } | { kind: 'bucket'; s3: S3Settings; prefix: string }

const defaultBackupDir = 'backups'
const defaultBackupKeep = 7
/** As the site's (src/cms/database.ts, server/start.ts, src/cms/collections/Media: the server and the site share no module). */
export const defaultDatabaseUri = 'file:./data/site.db'
const defaultMediaDir = 'media'

export function siteDatabase(env: Env): SiteDatabase {
  const uri = env.DATABASE_URI || defaultDatabaseUri
  if (/^postgres(ql)?:\/\//.test(uri)) return { kind: 'postgres', uri }
  if (!uri.startsWith('file:')) throw new Error(`DATABASE_URI names neither a SQLite file (file:…) nor PostgreSQL (postgres://…): ${uri}`)
  return { kind: 'sqlite', file: path.resolve(uri.slice('file:'.length)) }
}

export function mediaStore(env: Env): MediaStore {
  const s3 = s3Settings(env)
  return s3 ? { kind: 'bucket', s3 } : { kind: 'folder', dir: path.resolve(env.MEDIA_DIR || defaultMediaDir) }
}

/**
 * BACKUP_S3_BUCKET sends backups to a bucket; its endpoint, region, keys and path style are the
 * BACKUP_S3_* variables, each falling back to the media bucket's S3_* one (often the same account).
 */
export function destination(env: Env): Destination {
  const bucket = env.BACKUP_S3_BUCKET?.trim()
  if (!bucket) return { kind: 'folder', dir: path.resolve(env.BACKUP_DIR || defaultBackupDir) }
  const setting = (name: string) => env[`BACKUP_S3_${name}`] ?? env[`S3_${name}`]
  const names = ['ENDPOINT', 'REGION', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY', 'FORCE_PATH_STYLE']
  const s3 = s3Settings({ S3_BUCKET: bucket, ...Object.fromEntries(names.map((name) => [`S3_${name}`, setting(name)])) })!
  const media = mediaStore(env)
  if (media.kind === 'bucket' && media.s3.bucket === bucket && media.s3.client.endpoint === s3.client.endpoint) {
    throw new Error('BACKUP_S3_BUCKET is the media bucket (S3_BUCKET): give backups a bucket of their own, or each backup would copy the ones before it.')
  }
  const prefix = (env.BACKUP_S3_PREFIX ?? '').trim().replace(/^\/+/, '')
  return { kind: 'bucket', s3, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix }
}

/** BACKUP_KEEP: how many backups stay (the newest); a whole number ≥ 1, else the default. */
export function backupKeep(env: Env): number {
  const keep = Number(env.BACKUP_KEEP)
  return env.BACKUP_KEEP?.trim() && Number.isInteger(keep) && keep >= 1 ? keep : defaultBackupKeep
}

/** Where the site's build is (NEXT_DIST_DIR, as server/start.ts): its caches are emptied by a restore. */
export function distDir(env: Env): string {
  return path.resolve(env.NEXT_DIST_DIR || '.next')
}
