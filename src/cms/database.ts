import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

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
 * SQLite by default, PostgreSQL when DATABASE_URI says so. Each has its own committed migrations;
 * `push` is off everywhere because a pushed database makes later migrations stop at a prompt.
 */
export function databaseAdapter() {
  const uri = databaseUri()
  if (isPostgres(uri)) {
    return postgresAdapter({
      pool: { connectionString: uri, max: Number(process.env.DATABASE_POOL_MAX) || 10 },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
    })
  }
  fs.mkdirSync(dataDir(uri), { recursive: true })
  return sqliteAdapter({
    client: { url: uri },
    push: false,
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}
