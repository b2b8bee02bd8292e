// The database of a backup, whichever it is: one interface over SQLite (./sqlite.ts) and
// PostgreSQL (./postgres.ts).
import { postgresDriver } from './postgres.ts'
import type { SiteDatabase } from './settings.ts'
import { sqliteDriver } from './sqlite.ts'

export interface DatabaseState {
  /** Rows per collection and global (manifest.ts: documentTables). */
  counts: Record<string, number>
  /** The migrations it has had, oldest first. */
  migrations: string[]
}

export interface Snapshot extends DatabaseState {
  file: string
  details: { serverVersion?: string; dumpedWith?: number }
}

export interface DatabaseDriver {
  kind: SiteDatabase['kind']
  describe(): string
  /** Writes a consistent copy into `folder`, taken while the site serves; counted as of the copy. */
  snapshot(folder: string): Promise<Snapshot>
  state(): Promise<DatabaseState>
  /** True when there is nothing to lose: no database yet, or one without a table. */
  isEmpty(): Promise<boolean>
  /** Removes every table (restore --force). */
  clear(): Promise<void>
  /** Puts a snapshot's content into the (empty) database. */
  load(file: string, details: Snapshot['details']): Promise<void>
  /** Writes entries of Payload's key-value store (the backup record). */
  record(entries: Record<string, unknown>): Promise<void>
}

export function databaseDriver(database: SiteDatabase): DatabaseDriver {
  return database.kind === 'sqlite' ? sqliteDriver(database.file) : postgresDriver(database.uri)
}
