import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { index as postgresIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'

const migrationsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export const defaultDatabaseUri = 'file:./data/site.db'

export function databaseUri(): string {
  return process.env.DATABASE_URI || defaultDatabaseUri
}

export function isPostgres(uri = databaseUri()): boolean {
  return /^postgres(ql)?:\/\//.test(uri)
}

/** Where the app keeps its own files (the SQLite database, the generated secret). */
export function dataDir(uri = databaseUri()): string {
  if (!isPostgres(uri) && uri.startsWith('file:')) return path.dirname(path.resolve(uri.slice('file:'.length)))
  return path.resolve('data')
}

/**
 * PostgreSQL connections fail fast rather than hang, so a stopped or unreachable database turns
 * into a quick 503 (src/data/unavailable.ts) and the pool recovers by itself when it is back:
 * - a new connection (or a free slot of a full pool) must come within connectionTimeoutMillis;
 * - statement_timeout (server side) cancels a slow statement and keeps the connection usable;
 *   query_timeout (client side, a little longer) gives up on a server that stopped answering;
 * - TCP keepalive finds a connection whose peer vanished (network cut, host gone) while idle;
 * - idle_in_transaction_session_timeout frees locks a stuck transaction would hold.
 * Every page and API statement here takes milliseconds; migrations and seeding stay far below
 * these limits too.
 */
const postgresTimeouts = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 8_000,
  query_timeout: 9_000,
  idle_in_transaction_session_timeout: 60_000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
}

/**
 * SQLite: the server checkpoints the WAL in a worker thread (server/sqlite-checkpoints.ts),
 * whose fsync then no longer stops this process's one thread; it hands the site's connection, in
 * SQLITE_CHECKPOINT_PAGES, how far the WAL may grow before that connection checkpoints after all.
 * Without it (tests, scripts) SQLite's default of 1000 pages stays.
 */
async function leaveCheckpointsToWorker(payload: Payload): Promise<void> {
  const pages = Number(process.env.SQLITE_CHECKPOINT_PAGES)
  const client = (payload.db as unknown as { client?: { execute(statement: string): Promise<unknown> } }).client
  if (payload.db.name !== 'sqlite' || !client || !Number.isSafeInteger(pages) || pages <= 0) return
  await client.execute(`PRAGMA wal_autocheckpoint = ${pages};`)
}

/** Payload's onInit: what each database's connections need once they are open. */
export async function prepareConnections(payload: Payload): Promise<void> {
  listenForDroppedConnections(payload)
  await leaveCheckpointsToWorker(payload)
}

/**
 * pg's pool re-emits the error of an idle connection that the server closed (PostgreSQL stopped
 * or restarted: 57P01). Unheard, that event ends the process; heard, it is harmless — the pool has
 * dropped the connection and opens a new one for the next query. Runs as Payload's onInit.
 */
export function listenForDroppedConnections(payload: Payload): void {
  const pool = (payload.db as { pool?: { on(event: 'error', listener: (error: Error) => void): unknown } }).pool
  pool?.on('error', (error) => payload.logger.warn(`PostgreSQL closed an idle connection: ${error.message}`))
}

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]
type SQLiteSchemaHook = NonNullable<Parameters<typeof sqliteAdapter>[0]['afterSchemaInit']>[number]

/**
 * Issue 36: every `_locales` table (a document's, an array's, a version's texts per language) gets
 * an index on its parent. Payload gives them a unique index on (_locale, _parent_id) only, which a
 * lookup by parent cannot use: each read of a localized array scanned all its translations once per
 * row (the 48 products with their specs: 147 ms of SQLite, 2 ms with the index). Part of the schema
 * (Payload's documented afterSchemaInit hook), so that migrations know it (…_locales_by_parent).
 */
const localesTables = <Table>(tables: Record<string, Table>) => Object.entries(tables).filter(([name]) => name.endsWith('_locales'))
/** PostgreSQL cuts names past 63 bytes: a longer one keeps its start and a hash of the whole. */
function parentIndexName(table: string): string {
  const name = `${table}_parent_id_idx`
  if (name.length <= 63) return name
  let hash = 5381
  for (const char of name) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  const tail = `_${hash.toString(36)}_parent_idx`
  return `${table.slice(0, 63 - tail.length)}${tail}`
}

const postgresLocalesByParent: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of localesTables(schema.tables)) {
    extendTable({ table, extraConfig: (columns) => ({ parentIndex: postgresIndex(parentIndexName(name)).on(columns._parentID) }) })
  }
  return schema
}

const sqliteLocalesByParent: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of localesTables(schema.tables)) {
    extendTable({ table, extraConfig: (columns) => ({ parentIndex: sqliteIndex(parentIndexName(name)).on(columns._parentID) }) })
  }
  return schema
}

/**
 * SQLite by default, PostgreSQL when DATABASE_URI says so. Each has its own committed migrations;
 * `push` is off everywhere because a pushed database makes later migrations stop at a prompt.
 * SQLite runs in WAL mode with synchronous=NORMAL: a committed (acknowledged) write is in the
 * WAL file before the call returns, so it survives a killed process (kill -9: the resilience
 * stage); only a power loss or an OS crash may take the last commits, which were waiting for the
 * next checkpoint's fsync. FULL would fsync every commit: that wait, on the one thread the
 * driver blocks, capped enquiries at about a hundred a second (issue 15). busyTimeout bounds the
 * wait for a lock (then SQLITE_BUSY, answered 503).
 */
export function databaseAdapter() {
  const uri = databaseUri()
  if (isPostgres(uri)) {
    return postgresAdapter({
      pool: { connectionString: uri, max: Number(process.env.DATABASE_POOL_MAX) || 10, ...postgresTimeouts },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      afterSchemaInit: [postgresLocalesByParent],
    })
  }
  fs.mkdirSync(dataDir(uri), { recursive: true })
  return sqliteAdapter({
    client: { url: uri },
    push: false,
    wal: { synchronous: 'NORMAL' },
    busyTimeout: 5000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    afterSchemaInit: [sqliteLocalesByParent],
  })
}
