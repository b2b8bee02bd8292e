// SQLite's WAL checkpoints off the server's main thread (server/serve.ts; issue 15).
//
// In WAL mode a commit appends to the WAL file (synchronous=NORMAL: no fsync, an acknowledged
// enquiry survives kill -9), and every 1000 pages the committing connection copies the WAL into
// the database file and fsyncs it: a checkpoint. The site's connection is synchronous (libsql), so
// that fsync stopped the whole server: under the enquiry bench (about 8 pages an enquiry, a
// checkpoint every ~125) the event loop stood still for 0.1–1.2 s at a time on a busy disk, and
// those stalls were the accepted enquiries' p99.
//
// Here a worker thread with its own connection checkpoints every `intervalMs` (PASSIVE: it never
// waits for, nor blocks, the site's readers and writers), and the site's connection checkpoints
// only past `fallbackPages` (src/cms/database.ts reads SQLITE_CHECKPOINT_PAGES), should this
// worker fall behind or stop. Durability is unchanged: a commit is in the WAL before it is
// acknowledged, as before; a checkpoint only moves committed pages into the database file.
import { Worker } from 'node:worker_threads'

export const checkpointPagesVariable = 'SQLITE_CHECKPOINT_PAGES'
// 16 MB of WAL: a checkpoint the site's connection makes itself stays short.
export const fallbackPages = 4_000

export interface SqliteCheckpoints {
  /** A request that may write came: the worker runs (again) until it has been idle for a while. */
  wake(): void
  readonly running: boolean
  stop(): Promise<void>
}

/** What the worker thread is started with (sqlite-checkpoint-worker.ts). */
export interface CheckpointWorkerData {
  file: string
  intervalMs: number
}

/**
 * Tells the site's connection (through the environment, before Next starts) to leave the
 * checkpoints to the worker, when the site runs on a SQLite file. The worker runs while the site
 * is written to: `wake()` (serve.ts calls it for every request that may write) starts it, and it
 * stops after `idleMs` without one, since its thread costs about 27 MB of memory (measured) and
 * a site that is only read has nothing to checkpoint.
 */
export function startSqliteCheckpoints({
  uri = process.env.DATABASE_URI || 'file:./data/site.db',
  intervalMs = 250,
  idleMs = 60_000,
  log = console.log,
}: { uri?: string; intervalMs?: number; idleMs?: number; log?: (line: string) => void } = {}): SqliteCheckpoints {
  if (!uri.startsWith('file:')) return { wake: () => undefined, running: false, stop: async () => undefined }
  process.env[checkpointPagesVariable] = String(fallbackPages)
  let current: { worker: Worker; exited: Promise<unknown> } | null = null
  let lastWake = 0
  let idleTimer: NodeJS.Timeout | null = null

  const stop = async () => {
    if (idleTimer) clearTimeout(idleTimer)
    idleTimer = null
    const stopping = current
    current = null
    if (!stopping) return
    // Asked, not terminated: the thread closes its connection itself (see the worker).
    stopping.worker.postMessage('stop')
    const timeout = setTimeout(() => void stopping.worker.terminate(), 2000)
    await stopping.exited
    clearTimeout(timeout)
  }
  const checkIdle = () => {
    const left = lastWake + idleMs - Date.now()
    if (left > 0) idleTimer = setTimeout(checkIdle, left).unref()
    else void stop()
  }
  const wake = () => {
    lastWake = Date.now()
    if (current) return
    const workerData: CheckpointWorkerData = { file: uri.slice('file:'.length), intervalMs }
    const worker = new Worker(new URL('./sqlite-checkpoint-worker.ts', import.meta.url), { workerData })
    worker.unref() // never what keeps the process alive
    worker.on('error', (error) => log(`> SQLite checkpoints: the worker stopped (${error.message}); the site's connection checkpoints past ${fallbackPages} pages`))
    current = { worker, exited: new Promise((resolve) => worker.once('exit', resolve)) }
    idleTimer = setTimeout(checkIdle, idleMs).unref()
  }
  return {
    wake,
    get running() {
      return current !== null
    },
    stop,
  }
}
