// A throwaway redis-server for tests (Debian's package): a private free port on 127.0.0.1, no
// persistence (nothing of it outlives stop()), its output in a log file.
//
//   const redis = await startRedis()   // redis.url = redis://127.0.0.1:PORT
//   redis.stop()                       // SIGTERM, waits until the port is closed
//   redis.kill()                       // SIGKILL (a crash), same wait
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './postgres.mjs'

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket.destroy() && true))
    socket.once('error', () => resolve(false))
  })
}

/** Whether the process still runs (an exited child not yet reaped is a zombie: 'Z'). */
function running(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function until(condition, what, timeoutMs = 10_000) {
  for (const started = Date.now(); !(await condition()); ) {
    if (Date.now() - started > timeoutMs) throw new Error(`redis-server: timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * @param {{ port?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, pid: number, stop(): void, kill(): void }>}
 */
export async function startRedis(options = {}) {
  const log = options.log ?? (() => {})
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed (Debian: apt-get install redis-server).')
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-test-'))
  const logFile = path.join(dir, 'redis.log')
  const port = options.port ?? (await freePort())
  const output = openSync(logFile, 'a')
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', output, output] },
  )
  let exited = false
  child.once('exit', () => (exited = true))
  child.unref()

  const halt = (signal) => {
    if (!exited) child.kill(signal)
    // Synchronous, so that stop() can run in afterAll and in a process 'exit' handler alike.
    const deadline = Date.now() + 10_000
    while (running(child.pid) && Date.now() < deadline) spawnSync('sleep', ['0.02'])
    rmSync(dir, { recursive: true, force: true })
  }

  try {
    await until(async () => {
      if (exited) throw new Error(`redis-server exited at start:\n${readFileSync(logFile, 'utf8')}`)
      return listening(port)
    }, `it listens on ${port}`)
  } catch (error) {
    halt('SIGKILL')
    throw error
  }
  log(`redis-server running on 127.0.0.1:${port} (pid ${child.pid}), log ${logFile}`)
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: /** @type {number} */ (child.pid),
    stop: () => halt('SIGTERM'),
    kill: () => halt('SIGKILL'),
  }
}
