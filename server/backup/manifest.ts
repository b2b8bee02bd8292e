// A backup's manifest (`manifest.json`, written last): what the backup is of and holds, so that a
// restore can check it whole before writing anything, and tell whether the code can read it.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { BackupRecord } from '@rugged/backup-record'
import { hashFile, inParallel, type FileEntry } from './files.ts'

const root = path.resolve(import.meta.dirname, '..', '..')

export const manifestFile = 'manifest.json'
/** The manifest's own layout; a restore refuses another. */
export const manifestFormat = 1

export interface Manifest {
  format: typeof manifestFormat
  name: string
  site: { name: string; version: string }
  /** When the backup began: it holds every write acknowledged before then. */
  startedAt: string
  /** When its last file was written (the manifest aside). */
  completedAt: string
  trigger: BackupRecord['trigger']
  /** Its entry in the site's backup record. */
  record: string
  database: { kind: 'sqlite' | 'postgres'; file: string; serverVersion?: string; dumpedWith?: number }
  /** The migrations the database had, as Payload lists them (payload_migrations). */
  migrations: string[]
  /** Rows per collection (and global): the main table of each. */
  counts: Record<string, number>
  media: { store: 'folder' | 'bucket'; files: number; bytes: number }
  /** Every file of the backup but this one, by its path in the backup. */
  files: Record<string, FileEntry>
}

export function siteVersion(): Manifest['site'] {
  const { name, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Manifest['site']
  return { name, version }
}

/** The migrations this code runs on `kind` (the database step's list: src/cms/migrations/<kind>/index.ts). */
export function codeMigrations(kind: Manifest['database']['kind']): string[] {
  const index = readFileSync(path.join(root, 'src/cms/migrations', kind, 'index.ts'), 'utf8')
  return [...index.matchAll(/\bname: '([^']+)'/g)].map((match) => match[1]!)
}

/** What the code would apply to the backup (pending), and what the backup has that the code does not know (unknown: a newer site's). */
export function compareMigrations(backup: string[], code: string[]): { pending: string[]; unknown: string[] } {
  const had = new Set(backup)
  const known = new Set(code)
  return { pending: code.filter((name) => !had.has(name)), unknown: backup.filter((name) => !known.has(name)) }
}

/**
 * The tables that hold a collection's or a global's documents, one row each: not Payload's own
 * (payload_*), versions (_x_v…), nor rows hanging off a document (localized fields, arrays,
 * relations: a `_parent_id` or `parent_id` column).
 */
export function documentTables(columns: Map<string, string[]>): string[] {
  return [...columns]
    .filter(([table, names]) => !/^(_|payload_|sqlite_)/.test(table) && names.includes('id') && !names.includes('_parent_id') && !names.includes('parent_id'))
    .map(([table]) => table)
    .sort()
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, manifestFile)
  if (!existsSync(file)) throw new Error(`${dir} holds no ${manifestFile}: not a backup, or one that never finished`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  if (manifest.format !== manifestFormat) throw new Error(`${file} is of format ${manifest.format}; this code reads format ${manifestFormat}`)
  return manifest
}

/** Checks every file the manifest lists against its length and SHA-256; returns what is wrong, nothing when whole. */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = []
  await inParallel(Object.entries(manifest.files), async ([name, expected]) => {
    const file = path.join(dir, name)
    if (!existsSync(file)) return problems.push(`${name}: missing`)
    const found = await hashFile(file)
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256) problems.push(`${name}: its bytes differ from the manifest's checksum`)
  })
  return problems.sort()
}

export function backupBytes(files: Manifest['files']): number {
  return Object.values(files).reduce((sum, file) => sum + file.bytes, 0)
}
