// Serves the built site: Next's request handler behind the steps listed in `serve()`, each a
// module of this folder with the figure that keeps it here in docs/architecture.md ("The
// server"). A step takes (req, res, next): it answers, or does its part and calls next.
// `BENCH_WITHOUT=page-cache,request-turns,…` leaves steps out, for the benchmarks that measure
// what each is worth (scripts/bench/pieces.mjs); never set it on a real site.
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { createBodyWatch } from './body-timeout.mjs'
import { clientIp, trustedProxyHops } from './client-ip.mjs'
import { serveDirectRoute } from './direct-routes.mjs'
import { exitGracefullyOnSignal } from './graceful-shutdown.mjs'
import { issueJobsRunnerToken, jobsRunnerPath, startJobsRunner } from './jobs-runner.mjs'
import { createPageCache } from './page-cache.mjs'
import { memoryTtlMs } from './cache/redis.mjs'
import { answerClientError, answerConnect, guardRequest } from './request-guard.mjs'
import { createRequestTurns } from './request-turns.mjs'
import { refuseUnsafeScaleOut } from './scale-out.mjs'
import { createSecureResponses } from './secure-response.mjs'
import { shortenSharedCaching } from './shared-cache.mjs'
import { startSqliteCheckpoints } from './sqlite-checkpoints.mjs'
import { createStaticBrotli } from './static-brotli.mjs'
import { varyFromMarker } from './vary.mjs'

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} Step */

/** The steps left out (BENCH_WITHOUT, a comma-separated list of the names below). */
export const leftOut = new Set(String(process.env.BENCH_WITHOUT ?? '').split(',').map((name) => name.trim()).filter(Boolean))

export async function serve({ port = Number(process.env.PORT) || 3000, hostname = process.env.HOST || '0.0.0.0' } = {}) {
  refuseUnsafeScaleOut()
  issueJobsRunnerToken()
  // Before Next starts: the site's connection reads how far to leave checkpoints to the worker.
  const checkpoints = leftOut.has('checkpoints') ? null : startSqliteCheckpoints()
  const app = next({ dev: false, hostname, port })
  const handle = app.getRequestHandler()
  await app.prepare()
  // With Redis, another instance's save is heard on a channel: while it is down, a kept page
  // lives no longer than the shared cache's memory layer keeps one.
  const pageCache = createPageCache({ maxAgeMs: process.env.REDIS_URL ? memoryTtlMs : Infinity })
  const inTurn = createRequestTurns()
  const secure = createSecureResponses({ csp: process.env.SECURITY_CSP !== '0' && !leftOut.has('csp') })
  const brotli = createStaticBrotli(path.join(process.env.NEXT_DIST_DIR || '.next', 'static'))
  const hops = trustedProxyHops(process.env.TRUST_PROXY)
  const bodies = createBodyWatch()

  /** @type {[string, Step][]} */
  const steps = [
    // A body that stops arriving for REQUEST_BODY_TIMEOUT_SECONDS gets 408 (body-timeout.mjs).
    ['body-timeout', (req, res, next) => (bodies.watch(req, res), next())],
    // A page Next served from its cache leaves again from memory, as it left (page-cache.mjs).
    ['page-cache', (req, res, next) => pageCache.serve(req, res) || next()],
    // The rest starts one request per turn of the event loop, so that new connections get in (request-turns.mjs).
    ['request-turns', (_req, _res, next) => inTurn(next)],
    // A request that may write wakes the SQLite checkpoint worker (sqlite-checkpoints.mjs).
    ['checkpoints', (req, _res, next) => (isWrite(req) && checkpoints?.wake(), next())],
    // …and a page Next serves from its cache is kept as it finally leaves.
    ['page-cache', (req, res, next) => pageCache.capture(req, res).run(next)],
    // Security headers on every answer; a page's CSP lists its inline scripts' hashes (secure-response.mjs).
    ['security-headers', (req, res, next) => (secure(req, res), next())],
    // What Next would answer with a 500 (odd methods, malformed paths) gets a 4xx (request-guard.mjs).
    ['request-guard', (req, res, next) => guardRequest(req, res) || next()],
    // The build's scripts and styles as brotli (static-brotli.mjs).
    ['static-brotli', (req, res, next) => brotli(req, res) || next()],
    // The client's address for the routes' rate limits, never the visitor's own say (client-ip.mjs).
    ['client-address', (req, _res, next) => ((req.headers['x-client-ip'] = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops)), next())],
    // Vary: User-Agent where the proxy answered by device; a short shared lifetime (vary.mjs, shared-cache.mjs).
    ['shared-cache', (req, res, next) => (varyFromMarker(res), shortenSharedCaching(res, undefined, req), next())],
    // The enquiry form's POST to its handler, without Next's router around it (direct-routes.mjs).
    ['direct-routes', serveDirectRoute],
    ['next', (req, res) => void handle(req, res)],
  ]
  const chain = steps.filter(([name]) => !leftOut.has(name)).map(([, step]) => step)
  const server = createServer((req, res) => {
    let index = 0
    const next = () => chain[index++]?.(req, res, next)
    next()
  })
  // What Node's parser refuses (a method it does not know) never reaches the steps.
  server.on('clientError', answerClientError)
  // CONNECT never reaches the steps either: Node hands it to this event (request-guard.mjs).
  server.on('connect', answerConnect)

  await new Promise((resolve) => server.listen(port, hostname, () => resolve(undefined)))
  console.log(`> Site ready on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
  // SIGTERM: finish the requests in flight, then exit (graceful-shutdown.mjs).
  if (!leftOut.has('graceful-shutdown')) exitGracefullyOnSignal(server)
  // Scheduled publishing and the mail outbox (jobs-runner.mjs).
  if (!leftOut.has('jobs-runner')) startJobsRunner(server)
  return server
}

/** Any request but a read, or the jobs runner's own call every few seconds (its few writes stay far below the bound). */
function isWrite(/** @type {import('node:http').IncomingMessage} */ req) {
  return req.method !== 'GET' && req.method !== 'HEAD' && !req.url?.startsWith(jobsRunnerPath)
}

if (import.meta.url === `file://${process.argv[1]}`) await serve()
