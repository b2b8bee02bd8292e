/**
 * The backup command (server/backup/cli.ts) run as the operator runs it, against this test file's
 * database (SQLite or PostgreSQL), and empty targets to restore into.
 */
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { isPostgres } from '@/cms/database'

export interface CommandResult {
  code: number
  stdout: string
  stderr: string
}

/** `node server/backup/cli.ts …` in the site folder `cwd` (this checkout by default), with the environment and `env` on top; never throws on a failure exit. */
export function backupCommand(args: string[], env: Record<string, string | undefined> = {}, cwd?: string): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['server/backup/cli.ts', ...args], { cwd, env: { ...process.env, ...env }, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `rugged-${prefix}-`))

/** A new, empty database of the run's kind and an empty media folder: where a restore goes. */
export async function emptyTarget(): Promise<{ DATABASE_URI: string; MEDIA_DIR: string }> {
  const media = path.join(tempDir('restore'), 'media')
  const base = process.env.DATABASE_URI!
  if (!isPostgres()) return { DATABASE_URI: `file:${path.join(path.dirname(media), 'site.db')}`, MEDIA_DIR: media }
  const name = `restored_${Date.now()}_${randomBytes(3).toString('hex')}`
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const uri = new URL(base)
  uri.pathname = `/${name}`
  return { DATABASE_URI: uri.toString(), MEDIA_DIR: media }
}

/** Rows of one SQL query on the database `uri` names (SQLite or PostgreSQL). */
export async function query<T = Record<string, unknown>>(uri: string, sql: string): Promise<T[]> {
  if (/^postgres/.test(uri)) {
    const client = new pg.Client({ connectionString: uri })
    await client.connect()
    try {
      return (await client.query(sql)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: uri })
  try {
    return (await client.execute(sql)).rows as unknown as T[]
  } finally {
    client.close()
  }
}

/** Every file under `dir` with its SHA-256, by relative path. */
export function digests(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {}
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

/** The backup folders in `dir`, oldest first. */
export const backupsIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])
