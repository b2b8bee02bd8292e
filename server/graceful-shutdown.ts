// Graceful shutdown for server/serve.ts. On SIGTERM (or SIGINT) an instance behind a load
// balancer must not drop what it has accepted:
//
//   1. /api/ready starts answering 503 (the registry's draining flag, read by src/data/readiness/draining.ts),
//      for a balancer that still holds a kept-alive connection to this instance;
//   2. the listening socket closes: new connections are refused, so the balancer tries another;
//   3. idle kept-alive connections are closed at once; a busy one gets its current answer (sent
//      with `Connection: close` where the headers have not left yet) and is closed after it;
//   4. once no connection is left the process exits 0. If requests are still running after the
//      grace period (SHUTDOWN_GRACE_SECONDS, default 10), the rest are cut and it exits 1.
//
// A second SIGTERM or SIGINT during the drain ends the process at once (Node's default action).
import type { Server, ServerResponse } from 'node:http'

import { registry } from '@rugged/front-door/registry'

export const defaultGraceSeconds = 10

/** SHUTDOWN_GRACE_SECONDS as milliseconds; anything but a positive number means the default. */
export function shutdownGraceMs(value = process.env.SHUTDOWN_GRACE_SECONDS): number {
  const seconds = Number(value)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : defaultGraceSeconds) * 1000
}

export interface ShutdownOptions {
  graceMs?: number
  log?: (line: string) => void
  /** Run after the drain, before the exit: a worker thread on a native database connection must
   * close it first, since process.exit under a running one can abort the process (SIGABRT). */
  beforeExit?: () => Promise<void>
}

/**
 * Keeps count of the answers in flight on `server` and returns `drain()`, which runs the steps
 * above and resolves with the exit code (0: every answer went out; 1: the deadline cut some).
 */
export function trackForShutdown(server: Server, { graceMs = shutdownGraceMs(), log = console.log }: ShutdownOptions = {}) {
  const inFlight = new Set<ServerResponse>()
  let draining = false

  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close') // Node closes the socket after it
    else {
      // The headers said keep-alive: close once the body is out.
      const socket = res.socket
      res.once('finish', () => socket?.end())
    }
  }

  // First among the request listeners, so the header is set before the site writes any.
  server.prependListener('request', (req, res) => {
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
    if (draining) closeAfter(res)
  })

  const start = (): Promise<0 | 1> => {
    draining = true
    registry.draining = true
    const started = Date.now()
    log(`> Shutting down: no new connections; finishing ${inFlight.size} request(s) in flight (at most ${graceMs / 1000} s)`)
    return new Promise((resolve) => {
      let cut = false
      const deadline = setTimeout(() => {
        cut = true
        log(`> Shutdown: ${inFlight.size} request(s) still running after ${graceMs / 1000} s; closing their connections`)
        resolve(1)
        server.closeAllConnections()
      }, graceMs)
      server.close(() => {
        clearTimeout(deadline)
        if (cut) return
        log(`> Shutdown: every request answered (${Date.now() - started} ms)`)
        resolve(0)
      })
      server.closeIdleConnections()
      for (const res of inFlight) closeAfter(res)
    })
  }
  let drained: Promise<0 | 1> | null = null
  return { drain: () => (drained ??= start()) }
}

/** Drains `server` on the first SIGTERM or SIGINT, then exits with drain's code. */
export function exitGracefullyOnSignal(server: Server, options: ShutdownOptions = {}): void {
  const { drain } = trackForShutdown(server, options)
  const onSignal = async () => {
    const code = await drain()
    await options.beforeExit?.().catch(() => undefined)
    process.exit(code)
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
}
