// The worker of lib/sqlite-checkpoints.mjs: its own connection to the site's SQLite file, a
// PASSIVE checkpoint every `intervalMs`. A checkpoint that meets a busy database does what it
// can and the next one goes on; nothing here writes a row.
import { workerData } from 'node:worker_threads'

import Database from 'libsql'

const { file, intervalMs } = /** @type {{ file: string, intervalMs: number }} */ (workerData)
let db = null
setInterval(() => {
  try {
    db ??= new Database(file)
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Locked or away (a restore, a backup's VACUUM INTO): the next tick tries again.
  }
}, intervalMs)
