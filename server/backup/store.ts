// Where backups are kept: a folder (BACKUP_DIR) or a bucket and prefix (BACKUP_S3_*). Either way a
// backup is the folder `<name>/` whose manifest is written last: one without a manifest never
// finished (in a folder it is also named `<name>.partial` until then).
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { deleteObjects, downloadObject, listFolders, listObjects, objectExists, openBucket, uploadFile, type Bucket } from './bucket.ts'
import { filesUnder, inParallel } from './files.ts'
import { manifestFile } from './manifest.ts'
import { destination, type Destination } from './settings.ts'

type Env = Readonly<Record<string, string | undefined>>

export interface BackupStore {
  describe(): string
  /** A local folder to write the backup `name` into. */
  begin(name: string): Promise<string>
  /** Makes the written folder a whole backup, its manifest last; its location. */
  finish(folder: string, name: string): Promise<string>
  /** Drops a backup cut short. */
  abandon(folder: string, name: string): Promise<void>
  /** The whole backups' names, oldest first, and those of backups cut short or under way. */
  list(): Promise<{ whole: string[]; unfinished: string[] }>
  /** Whether the name is taken, by a whole backup or one under way. */
  taken(name: string): Promise<boolean>
  remove(name: string): Promise<void>
}

/** `2026-11-24T17-50-03Z`: sorts by time, and is a valid folder name and key everywhere. */
export function backupName(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')
}

export function backupStore(where: Destination): BackupStore {
  return where.kind === 'folder' ? folderStore(where.dir) : bucketStore(openBucket(where.s3), where.prefix)
}

function folderStore(dir: string): BackupStore {
  const partial = (name: string) => path.join(dir, `${name}.partial`)
  return {
    describe: () => `the folder ${dir}`,
    async begin(name) {
      await fs.mkdir(partial(name), { recursive: true })
      return partial(name)
    },
    async finish(folder, name) {
      await fs.rename(folder, path.join(dir, name))
      return path.join(dir, name)
    },
    abandon: (folder) => fs.rm(folder, { recursive: true, force: true }),
    async list() {
      const names = (existsSync(dir) ? await fs.readdir(dir) : []).sort()
      const whole = names.filter((name) => !name.endsWith('.partial') && existsSync(path.join(dir, name, manifestFile)))
      return { whole, unfinished: names.filter((name) => name.endsWith('.partial')).map((name) => name.slice(0, -'.partial'.length)) }
    },
    taken: async (name) => existsSync(path.join(dir, name)) || existsSync(partial(name)),
    async remove(name) {
      await fs.rm(path.join(dir, name), { recursive: true, force: true })
      await fs.rm(partial(name), { recursive: true, force: true })
    },
  }
}

function bucketStore(bucket: Bucket, prefix: string): BackupStore {
  const folderKey = (name: string) => `${prefix}${name}/`
  return {
    describe: () => `s3://${bucket.name}/${prefix}`,
    // Written on this machine's disk first (TMPDIR), then sent: the files' checksums are taken once.
    begin: () => fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-')),
    async finish(folder, name) {
      const files = (await filesUnder(folder)).filter((file) => file !== manifestFile)
      await inParallel(files, (file) => uploadFile(bucket, folderKey(name) + file, path.join(folder, file)))
      await uploadFile(bucket, folderKey(name) + manifestFile, path.join(folder, manifestFile), 'application/json')
      await fs.rm(folder, { recursive: true, force: true })
      return `s3://${bucket.name}/${folderKey(name).slice(0, -1)}`
    },
    async abandon(folder, name) {
      await fs.rm(folder, { recursive: true, force: true })
      await this.remove(name)
    },
    async list() {
      const names = await listFolders(bucket, prefix)
      const isWhole = await Promise.all(names.map((name) => objectExists(bucket, folderKey(name) + manifestFile)))
      return { whole: names.filter((_, index) => isWhole[index]), unfinished: names.filter((_, index) => !isWhole[index]) }
    },
    taken: async (name) => (await listObjects(bucket, folderKey(name))).length > 0,
    remove: async (name) => deleteObjects(bucket, (await listObjects(bucket, folderKey(name))).map(({ key }) => key)),
  }
}

/**
 * Keeps the newest `keep` whole backups and removes the rest, with any cut short before the newest
 * (a backup under way now is newer than every whole one, and stays). Returns the names removed.
 */
export async function prune(store: BackupStore, keep: number, newest: string): Promise<string[]> {
  const { whole, unfinished } = await store.list()
  const old = [...whole.slice(0, Math.max(0, whole.length - keep)), ...unfinished.filter((name) => name < newest)]
  for (const name of old) await store.remove(name)
  return old
}

/**
 * The backup `source` names, as a local folder: a folder path, `s3://bucket/key`, or a key in
 * BACKUP_S3_BUCKET (with or without BACKUP_S3_PREFIX). A bucket's backup is downloaded to TMPDIR
 * first; `cleanup` removes that copy.
 */
export async function fetchBackup(source: string, env: Env): Promise<{ dir: string; location: string; cleanup(): Promise<void> }> {
  const local = { dir: path.resolve(source), location: path.resolve(source), cleanup: async () => undefined }
  const url = /^s3:\/\/([^/]+)\/(.+)$/.exec(source)
  if (!url && existsSync(source)) return local
  const where = url ? destination({ ...env, BACKUP_S3_BUCKET: url[1], BACKUP_S3_PREFIX: '' }) : destination(env)
  if (where.kind !== 'bucket') throw new Error(`No backup at ${source}: neither a folder here, nor s3://bucket/key (or a key with BACKUP_S3_BUCKET set).`)
  const bucket = openBucket(where.s3)
  const bare = (url ? url[2]! : source).replace(/\/+$/, '')
  const candidates = url || bare.startsWith(where.prefix) ? [bare] : [`${where.prefix}${bare}`, bare]
  const exists = await Promise.all(candidates.map((key) => objectExists(bucket, `${key}/${manifestFile}`)))
  const key = candidates.find((_, index) => exists[index])
  if (!key) throw new Error(`No backup at s3://${bucket.name}/${candidates[0]}: it holds no ${manifestFile}.`)
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'))
  const objects = await listObjects(bucket, `${key}/`)
  await inParallel(objects, ({ key: object }) => downloadObject(bucket, object, path.join(dir, object.slice(key.length + 1))))
  return { dir, location: `s3://${bucket.name}/${key}`, cleanup: () => fs.rm(dir, { recursive: true, force: true }) }
}
