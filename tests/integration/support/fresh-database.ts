/**
 * Vitest setup file of the integration project: every test file gets a database and a media folder of its own, so
 * no file sees what another wrote. DATABASE_URI names the run's database (a SQLite file or a
 * PostgreSQL database); this derives a fresh sibling of it before the Payload config is imported.
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const base = process.env.DATABASE_URI ?? ''
const name = `it_${Date.now()}_${randomBytes(4).toString('hex')}`

if (/^postgres(ql)?:\/\//.test(base)) {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const uri = new URL(base)
  uri.pathname = `/${name}`
  process.env.DATABASE_URI = uri.toString()
} else {
  const dir = base.startsWith('file:') ? path.dirname(base.slice('file:'.length)) : os.tmpdir()
  process.env.DATABASE_URI = `file:${path.join(dir, `${name}.db`)}`
}
// Uploads too: Payload renames a file whose name is taken (x-1.pdf), which another file's seed would cause.
process.env.MEDIA_DIR = path.join(process.env.MEDIA_DIR ?? os.tmpdir(), name)
