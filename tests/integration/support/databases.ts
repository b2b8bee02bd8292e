/**
 * Databases beside the run's DATABASE_URI (on its PostgreSQL server, or in the folder of its SQLite
 * file), each with a media folder of the same name under MEDIA_DIR (the temp folder by default).
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { isPostgres } from '@/cms/database'

export interface Place {
  databaseUri: string
  mediaDir: string
}

/** The database name of a PostgreSQL URI, or the file of a SQLite one. */
export const databaseOf = (uri: string) => (isPostgres(uri) ? new URL(uri).pathname.slice(1) : uri.slice('file:'.length))

/** Runs `statements` one after the other on the database `uri` names (PostgreSQL). */
export async function runSql(uri: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A new database beside `base`, named `<prefix>_<time>_<random>`: created empty on PostgreSQL, a path not yet opened on SQLite. */
export async function newDatabase(base: string, prefix: string): Promise<Place> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`
  // Uploads too: Payload renames a file whose name is taken (x-1.pdf), which another file's seed would cause.
  const mediaDir = path.join(process.env.MEDIA_DIR ?? os.tmpdir(), name)
  if (isPostgres(base)) {
    await runSql(base, `CREATE DATABASE ${name}`)
    const uri = new URL(base)
    uri.pathname = `/${name}`
    return { databaseUri: uri.toString(), mediaDir }
  }
  const dir = base.startsWith('file:') ? path.dirname(base.slice('file:'.length)) : os.tmpdir()
  return { databaseUri: `file:${path.join(dir, `${name}.db`)}`, mediaDir }
}
