/**
 * A site of 100× the demo content (issue 39: "documents and media"), for the restore drill's second
 * run: a copy of a SQLite database whose documents and media — with their localized rows,
 * relations and versions — are copied 99 times in SQL, with ids and file names of their own (a
 * document's copy points at its file's copy), and a media folder where every file is there 100
 * times under new names (hard links: a copy's bytes are the original's). The download centre lists
 * the copies as it lists the originals.
 */
import { mkdirSync, readdirSync, linkSync, rmSync } from 'node:fs'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

const roots = ['documents', 'media']
const copies = 99
/** A copy's integer ids are the original's plus n × stride (the demo's ids are far below it). */
const stride = 1_000_000

interface Table {
  columns: { name: string; type: string }[]
  /** Column → the table it references. */
  references: Map<string, string>
}

async function describe(client: Client): Promise<Map<string, Table>> {
  const names = (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).rows.map((row) => String(row.name))
  const tables = new Map<string, Table>()
  for (const name of names) {
    const columns = (await client.execute(`PRAGMA table_info("${name}")`)).rows.map((row) => ({ name: String(row.name), type: String(row.type).toUpperCase() }))
    const references = new Map((await client.execute(`PRAGMA foreign_key_list("${name}")`)).rows.map((row) => [String(row.from), String(row.table)] as const))
    tables.set(name, { columns, references })
  }
  return tables
}

/** The roots and every table hanging off them (localized rows, arrays, relations, versions), to any depth. */
function family(tables: Map<string, Table>): Set<string> {
  const members = new Set(roots)
  for (let grown = true; grown; ) {
    grown = false
    for (const [name, table] of tables) {
      const parent = table.references.get('_parent_id') ?? table.references.get('parent_id')
      if (members.has(name) || !parent || !members.has(parent)) continue
      members.add(name)
      grown = true
    }
  }
  return members
}

const idIsText = (table: Table) => !table.columns.find((column) => column.name === 'id')!.type.startsWith('INT')
const shifted = (column: string, text: boolean) => (text ? `"${column}" || '~' || k.n` : `"${column}" + k.n * ${stride}`)

/** The value of `column` in the n-th copy of a row of `name`. */
function copied(name: string, column: string, tables: Map<string, Table>, members: Set<string>): string {
  const table = tables.get(name)!
  const target = table.references.get(column)
  if (column === 'id') return shifted(column, idIsText(table))
  if (target && members.has(target)) return shifted(column, idIsText(tables.get(target)!))
  if (name === 'media' && /(filename|_file)$/.test(column)) return `'c' || k.n || '-' || "${column}"`
  if (name === 'media' && /(url|_u_r_l)$/.test(column)) return `replace("${column}", '/file/', '/file/c' || k.n || '-')`
  return `"${column}"`
}

export async function hundredfold(source: { file: string; mediaDir: string }, target: { file: string; mediaDir: string }): Promise<{ rows: number; files: number }> {
  rmSync(target.file, { force: true })
  mkdirSync(path.dirname(target.file), { recursive: true })
  const original = createClient({ url: `file:${source.file}` })
  await original.execute({ sql: 'VACUUM INTO ?', args: [target.file] })
  original.close()
  const client = createClient({ url: `file:${target.file}` })
  let rows = 0
  try {
    const tables = await describe(client)
    const members = family(tables)
    const transaction = await client.transaction('write')
    // Copies of children may go in before their parents' copies: relations are checked at the commit.
    await transaction.execute('PRAGMA defer_foreign_keys = ON')
    for (const name of members) {
      const columns = tables.get(name)!.columns.map((column) => column.name)
      const values = columns.map((column) => copied(name, column, tables, members))
      const result = await transaction.execute(
        `WITH RECURSIVE k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ${copies}) INSERT INTO "${name}" (${columns.map((column) => `"${column}"`).join(', ')}) SELECT ${values.join(', ')} FROM "${name}", k`,
      )
      rows += result.rowsAffected
    }
    await transaction.commit()
    const problems = (await client.execute('PRAGMA foreign_key_check')).rows
    if (problems.length > 0) throw new Error(`the copies break ${problems.length} relation(s), e.g. ${JSON.stringify(problems[0])}`)
  } finally {
    client.close()
  }
  rmSync(target.mediaDir, { recursive: true, force: true })
  mkdirSync(target.mediaDir, { recursive: true })
  const files = readdirSync(source.mediaDir)
  for (const file of files) {
    linkSync(path.join(source.mediaDir, file), path.join(target.mediaDir, file))
    for (let n = 1; n <= copies; n++) linkSync(path.join(source.mediaDir, file), path.join(target.mediaDir, `c${n}-${file}`))
  }
  return { rows, files: files.length * (copies + 1) }
}
