/**
 * server/sqlite-checkpoints.ts: the server's WAL checkpoints run in a worker thread with its
 * own connection, so that the site's connection (which leaves them to it) never stops the server
 * for a checkpoint's fsync (issue 15).
 */
import { mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import { afterEach, describe, expect, it } from 'vitest'

import { checkpointPagesVariable, fallbackPages, startSqliteCheckpoints } from '../../server/sqlite-checkpoints.ts'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  delete process.env[checkpointPagesVariable]
})

/** A database file in WAL mode in a folder of its own, and the site's connection to it. */
function walDatabase(): { file: string; writer: Database.Database } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'checkpoints-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const file = path.join(dir, 'site.db')
  const writer = new Database(file)
  cleanups.push(() => void writer.close())
  writer.pragma('journal_mode = WAL')
  return { file, writer }
}

describe('SQLite checkpoints in a worker', () => {
  it('moves the WAL into the database file while the writer never checkpoints', async () => {
    const { file, writer } = walDatabase()
    writer.pragma('wal_autocheckpoint = 0') // as the site's connection, which leaves them to the worker
    writer.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)')
    const insert = writer.prepare('INSERT INTO t (body) VALUES (?)')
    writer.exec('BEGIN')
    for (let i = 0; i < 2000; i++) insert.run('x'.repeat(1000))
    writer.exec('COMMIT')
    const before = statSync(file).size
    expect(before).toBeLessThan(100_000) // every page is still in the WAL

    const checkpoints = startSqliteCheckpoints({ uri: `file:${file}`, intervalMs: 50 })
    cleanups.push(() => checkpoints.stop()) // run first (last in, first out): its thread holds the folder's database open
    expect(process.env[checkpointPagesVariable]).toBe(String(fallbackPages))
    expect(checkpoints.running).toBe(false) // until a request may write
    checkpoints.wake()
    expect(checkpoints.running).toBe(true)
    const deadline = Date.now() + 5000
    while (statSync(file).size < 2_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(statSync(file).size).toBeGreaterThan(2_000_000)
    expect(writer.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2000 })
  }, 20_000)

  it('leaves no connection open after a checkpoint, however many it makes', async () => {
    const { file, writer } = walDatabase()
    writer.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)')
    const handlesOnTheFile = () => readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(file)
      } catch {
        return false // closed meanwhile
      }
    }).length
    const writersOwn = handlesOnTheFile()
    const checkpoints = startSqliteCheckpoints({ uri: `file:${file}`, intervalMs: 5 })
    cleanups.push(() => checkpoints.stop())
    checkpoints.wake()
    await new Promise((resolve) => setTimeout(resolve, 1500)) // some 200 checkpoints
    // One checkpoint's connection may be open at this moment (database, WAL, shared memory): no more.
    expect(handlesOnTheFile() - writersOwn).toBeLessThanOrEqual(3)
  }, 20_000)

  it('stops its thread once nothing has woken it for idleMs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'checkpoints-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const checkpoints = startSqliteCheckpoints({ uri: `file:${path.join(dir, 'site.db')}`, intervalMs: 20, idleMs: 150 })
    cleanups.push(() => checkpoints.stop()) // run first (last in, first out): its thread holds the folder's database open
    checkpoints.wake()
    await new Promise((resolve) => setTimeout(resolve, 100))
    checkpoints.wake() // still busy: stays
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(checkpoints.running).toBe(true)
    const deadline = Date.now() + 3000
    while (checkpoints.running && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(checkpoints.running).toBe(false)
  })

  it('starts nothing for PostgreSQL', async () => {
    const checkpoints = startSqliteCheckpoints({ uri: 'postgres://localhost/site' })
    checkpoints.wake()
    expect(checkpoints.running).toBe(false)
    await checkpoints.stop()
    expect(process.env[checkpointPagesVariable]).toBeUndefined()
  })
})
