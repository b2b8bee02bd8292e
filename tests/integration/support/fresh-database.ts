/**
 * Vitest setup file of the integration project: every test file gets a database of its own, so
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
process.env.MEDIA_DIR ??= path.join(os.tmpdir(), `${name}-media`)
