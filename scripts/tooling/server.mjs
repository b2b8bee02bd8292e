// Start the site the way a user does (`node server/start.ts`: migrate, seed, build if needed,
// serve) in the background for the HTTP and browser tests, and stop it without leaving anything.
//
//   const server = await startServer({ env: { DATABASE_URI: 'file:/tmp/x/site.db' }, logFile })
//   // server.baseUrl = http://127.0.0.1:PORT
//   await server.stop()
//
// The server writes to a log file, never to a pipe (a pipe nobody reads fills up and blocks the
// server). It runs in its own process group so that stop() ends it and every child it spawned
// (next build, next-server workers) together.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './postgres.mjs'
import { serverEnv, serverNodeFlags } from '../../server/memory-tuning.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const READY_PATH = '/api/front/productCategory?language=zh'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The last `lines` lines of a (possibly large) log file. */
export function logTail(file, lines = 80) {
  if (!existsSync(file)) return '(no log file)'
  const size = statSync(file).size
  const text = readFileSync(file, 'utf8').slice(Math.max(0, size - 64 * 1024))
  return text.split('\n').slice(-lines).join('\n')
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

/**
 * @param {{ env?: Record<string, string | undefined>, port?: number, logFile: string,
 *   timeoutMs?: number, log?: (line: string) => void, script?: string, cwd?: string }} options
 *   cwd: the checkout to start (another copy of the site; default this one)
 * @returns {Promise<{ baseUrl: string, port: number, pid: number, logFile: string,
 *   stop(): Promise<void>, stopSync(): void,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }> }>}
 */
export async function startServer(options) {
  const log = options.log ?? ((line) => console.log(line))
  const timeoutMs = options.timeoutMs ?? 20 * 60_000
  const port = options.port ?? (await freePort())
  const baseUrl = `http://127.0.0.1:${port}`
  const logFile = path.resolve(options.logFile)
  mkdirSync(path.dirname(logFile), { recursive: true })

  const fd = openSync(logFile, 'a')
  const child = spawn(process.execPath, [...serverNodeFlags, options.script ?? 'server/start.ts'], {
    cwd: options.cwd ?? ROOT,
    detached: true,
    stdio: ['ignore', fd, fd],
    // No scheduled backup unless asked (BACKUP_INTERVAL_HOURS): one at start would land in the
    // checkout's backups/ and blur what a test or bench measures.
    env: { ...process.env, ...serverEnv, NEXT_TELEMETRY_DISABLED: '1', BACKUP_INTERVAL_HOURS: '0', ...options.env, PORT: String(port) },
  })
  closeSync(fd)
  const pid = /** @type {number} */ (child.pid)

  let exited = /** @type {null | { code: number | null, signal: NodeJS.Signals | null }} */ (null)
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      resolve(exited)
    })
  })
  child.on('error', (error) => {
    exited = { code: -1, signal: null }
    log(`could not start the server: ${error.message}`)
  })

  let stopped = false
  const stopSync = () => {
    if (stopped) return
    stopped = true
    if (groupAlive(pid)) {
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {}
    }
  }
  const stop = async () => {
    if (stopped) return
    stopped = true
    if (!groupAlive(pid)) return
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {}
    const deadline = Date.now() + 15_000
    while (groupAlive(pid) && Date.now() < deadline) await sleep(200)
    if (groupAlive(pid)) {
      log(`server process group ${pid} still running after SIGTERM; sending SIGKILL`)
      try {
        process.kill(-pid, 'SIGKILL')
      } catch {}
      const killDeadline = Date.now() + 5_000
      while (groupAlive(pid) && Date.now() < killDeadline) await sleep(100)
    }
    if (!exited) await Promise.race([exitPromise, sleep(2_000)])
  }

  const fail = async (reason) => {
    const tail = logTail(logFile)
    await stop()
    throw new Error(`${reason}\n--- last lines of ${logFile} ---\n${tail}\n--- end of server log ---`)
  }

  log(`starting the server (pid ${pid}) on ${baseUrl}; log: ${logFile}`)
  const started = Date.now()
  let lastReport = started
  let firstAnswer = /** @type {number | null} */ (null)
  let lastProblem = 'no answer yet'
  while (true) {
    if (exited) {
      const { code, signal } = exited
      return fail(`the server exited before it was ready (code ${code}, signal ${signal})`)
    }
    try {
      const response = await fetch(baseUrl + READY_PATH, { signal: AbortSignal.timeout(10_000) })
      const body = await response.text()
      if (response.ok) {
        log(`server ready after ${((Date.now() - started) / 1000).toFixed(1)} s`)
        return { baseUrl, port, pid, logFile, stop, stopSync, exited: exitPromise }
      }
      firstAnswer ??= Date.now()
      lastProblem = `HTTP ${response.status}: ${body.slice(0, 300)}`
      // A listening server that keeps refusing its readiness URL is broken, not slow.
      if (Date.now() - firstAnswer > 60_000) {
        return fail(`the server answers ${READY_PATH} with ${lastProblem}`)
      }
    } catch (error) {
      lastProblem = /** @type {Error} */ (error).message
    }
    if (Date.now() - started > timeoutMs) {
      return fail(`the server was not ready within ${timeoutMs / 60_000} min (last: ${lastProblem})`)
    }
    if (Date.now() - lastReport >= 60_000) {
      lastReport = Date.now()
      const lastLine = logTail(logFile, 3).trim().split('\n').pop() ?? ''
      log(`  still waiting (${Math.round((Date.now() - started) / 1000)} s) … ${lastLine.slice(0, 160)}`)
    }
    await sleep(1_000)
  }
}
