// The SQLite side of a backup: a consistent snapshot taken while the site serves, and its restore.
//
// `VACUUM INTO` writes the database as one read transaction sees it, so the copy holds every
// committed write and none in progress, whatever runs meanwhile (WAL mode: readers and the writer
// do not wait for each other). Copying the .db file would not be safe: recent commits live in the
// -wal file until a checkpoint. (libsql, the driver Payload's SQLite adapter uses, does not
// implement the page-by-page backup API; VACUUM INTO is SQLite's other online snapshot.) The copy
// is checked with `PRAGMA integrity_check`, and counted from itself, so its counts are its own.
import { existsSync, statSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import type { DatabaseDriver, DatabaseState } from './database.ts'
import { documentTables } from './manifest.ts'

async function withClient<T>(file: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA busy_timeout = 5000')
    return await work(client)
  } finally {
    client.close()
  }
}

async function tableColumns(client: Client): Promise<Map<string, string[]>> {
  const { rows } = await client.execute("SELECT m.name AS tbl, p.name AS col FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'")
  const columns = new Map<string, string[]>()
  for (const row of rows) columns.set(String(row.tbl), [...(columns.get(String(row.tbl)) ?? []), String(row.col)])
  return columns
}

async function stateOf(client: Client): Promise<DatabaseState> {
  const columns = await tableColumns(client)
  const counts: Record<string, number> = {}
  for (const table of documentTables(columns)) counts[table] = Number((await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)
  const migrations = columns.has('payload_migrations') ? (await client.execute('SELECT name FROM payload_migrations ORDER BY id')).rows.map((row) => String(row.name)) : []
  return { counts, migrations }
}

export function sqliteDriver(file: string): DatabaseDriver {
  return {
    kind: 'sqlite',
    describe: () => `the SQLite database ${file}`,

    async snapshot(folder) {
      if (!existsSync(file)) throw new Error(`no SQLite database at ${file}`)
      const target = path.join(folder, path.basename(file))
      await withClient(file, (client) => client.execute({ sql: 'VACUUM INTO ?', args: [target] }))
      const state = await withClient(target, async (copy) => {
        const verdict = String(Object.values((await copy.execute('PRAGMA integrity_check')).rows[0] ?? {})[0])
        if (verdict !== 'ok') throw new Error(`the snapshot failed its integrity check: ${verdict}`)
        return stateOf(copy)
      })
      return { file: target, ...state, details: {} }
    },

    state: () => withClient(file, stateOf),

    async isEmpty() {
      if (!existsSync(file) || statSync(file).size === 0) return true
      return withClient(file, async (client) => (await client.execute("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")).rows[0]!.n === 0)
    },

    async clear() {
      for (const suffix of ['', '-wal', '-shm']) await fs.rm(`${file}${suffix}`, { force: true })
    },

    async load(snapshot) {
      // Beside the target and renamed into place: a restore cut short leaves no half database.
      await fs.mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.restoring`
      await fs.copyFile(snapshot, partial)
      for (const suffix of ['-wal', '-shm']) await fs.rm(`${file}${suffix}`, { force: true })
      await fs.rename(partial, file)
    },

    async record(entries) {
      await withClient(file, async (client) => {
        for (const [key, value] of Object.entries(entries)) {
          await client.execute({ sql: 'INSERT INTO payload_kv (key, data) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET data = excluded.data', args: [key, JSON.stringify(value)] })
        }
      })
    },
  }
}
