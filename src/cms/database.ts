import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
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
 * SQLite: the server checkpoints the WAL in a worker thread (server/sqlite-checkpoints.mjs),
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
    })
  }
  fs.mkdirSync(dataDir(uri), { recursive: true })
  return sqliteAdapter({
    client: { url: uri },
    push: false,
    wal: { synchronous: 'NORMAL' },
    busyTimeout: 5000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}
