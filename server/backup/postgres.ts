// The PostgreSQL side of a backup: `pg_dump --format=custom` of one snapshot, and `pg_restore`.
//
// The counts and the list of migrations are read in a transaction whose snapshot pg_dump then
// dumps (pg_export_snapshot, `pg_dump --snapshot`): the manifest describes exactly the dump, while
// the site goes on writing. pg_dump must be at least the server's major version (it refuses a
// newer server), and pg_restore at least the major of the pg_dump that wrote the archive.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import type { DatabaseDriver, DatabaseState } from './database.ts'
import { documentTables } from './manifest.ts'

type Client = InstanceType<typeof pg.Client>

/** The URI without its password, and the password apart (PGPASSWORD): a command line is seen by every user of the machine. */
function connection(uri: string): { uri: string; env: NodeJS.ProcessEnv } {
  const url = new URL(uri)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { uri: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** The major version of a PostgreSQL client tool on PATH, or null when there is none. */
function toolMajor(tool: 'pg_dump' | 'pg_restore'): number | null {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' })
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout ?? '')?.[1]
  return result.status === 0 && major ? Number(major) : null
}

/** Throws a clear error unless `tool` is installed and of major `needed` or newer. */
function requireTool(tool: 'pg_dump' | 'pg_restore', needed: number, reason: string): number {
  const major = toolMajor(tool)
  const install = `install PostgreSQL ${needed}'s client tools or newer (Debian: apt-get install postgresql-client-${needed}) and put them first on PATH`
  if (major === null) throw new Error(`${tool} was not found on PATH: ${install}.`)
  if (major < needed) throw new Error(`${tool} ${major} cannot ${reason}: ${install}.`)
  return major
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (${code ?? signal}): ${errors.trim()}`))))
  })
}

async function withClient<T>(uri: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function stateOf(client: Client): Promise<DatabaseState> {
  const { rows } = await client.query<{ tbl: string; col: string }>(
    "SELECT c.table_name AS tbl, c.column_name AS col FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'",
  )
  const columns = new Map<string, string[]>()
  for (const row of rows) columns.set(row.tbl, [...(columns.get(row.tbl) ?? []), row.col])
  const counts: Record<string, number> = {}
  for (const table of documentTables(columns)) counts[table] = Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n)
  const migrations = columns.has('payload_migrations') ? (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id')).rows.map((row) => row.name) : []
  return { counts, migrations }
}

export function postgresDriver(uri: string): DatabaseDriver {
  const { host, pathname } = new URL(uri)
  return {
    kind: 'postgres',
    describe: () => `the PostgreSQL database ${pathname.slice(1)} on ${host}`,

    async snapshot(folder) {
      const file = path.join(folder, 'site.dump')
      return withClient(uri, async (client) => {
        const serverVersion = String((await client.query('SHOW server_version')).rows[0].server_version)
        const serverMajor = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000)
        const dumpedWith = requireTool('pg_dump', serverMajor, `dump a PostgreSQL ${serverMajor} server`)
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
        try {
          const snapshotId = String((await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id)
          const state = await stateOf(client)
          const target = connection(uri)
          await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshotId}`, `--file=${file}`, `--dbname=${target.uri}`], target.env)
          return { file, ...state, details: { serverVersion, dumpedWith } }
        } finally {
          await client.query('COMMIT')
        }
      })
    },

    state: () => withClient(uri, stateOf),

    isEmpty: () =>
      withClient(uri, async (client) => Number((await client.query("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema()")).rows[0].n) === 0),

    clear: () =>
      withClient(uri, async (client) => {
        const schema = String((await client.query('SELECT current_schema() AS name')).rows[0].name)
        await client.query(`DROP SCHEMA "${schema}" CASCADE; CREATE SCHEMA "${schema}";`)
      }),

    async load(file, details) {
      requireTool('pg_restore', details.dumpedWith ?? 0, `read an archive of pg_dump ${details.dumpedWith}`)
      const target = connection(uri)
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.uri}`, file], target.env)
    },

    record: (entries) =>
      withClient(uri, async (client) => {
        for (const [key, value] of Object.entries(entries)) {
          await client.query('INSERT INTO payload_kv (key, data) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data', [key, JSON.stringify(value)])
        }
      }),
  }
}
