// The worker of server/sqlite-checkpoints.ts: a PASSIVE checkpoint of the site's SQLite file every
// `intervalMs`, each on a connection opened for it and closed after it, so that no connection is
// left open when the thread ends (a native connection torn down with its thread crashed the
// process now and then). A checkpoint that meets a busy database does what it can; the next one
// goes on. Nothing here writes a row. A 'stop' message ends the thread once the current one is done.
//
// `exec`, not `pragma`: libsql's pragma() leaves a prepared statement to the garbage collector,
// and a statement keeps its connection (file handles, page cache: about 0.8 MB) open past close();
// this thread allocates too little to collect, so each tick leaked one (4 a second while it ran).
import { parentPort, workerData } from 'node:worker_threads'

import Database from 'libsql'

import type { CheckpointWorkerData } from './sqlite-checkpoints.ts'

const { file, intervalMs } = workerData as CheckpointWorkerData
const timer = setInterval(() => {
  let db: Database.Database | null = null
  try {
    db = new Database(file)
    db.exec('PRAGMA wal_checkpoint(PASSIVE)')
  } catch {
    // Locked or away (a restore, a backup's VACUUM INTO): the next tick tries again.
  } finally {
    db?.close()
  }
}, intervalMs)
parentPort?.once('message', () => {
  clearInterval(timer)
  parentPort?.close()
})
