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
import { issueJobsRunnerToken, jobsLagSeconds, jobsRunnerPath, startJobsRunner } from './jobs-runner.mjs'
import { processLogger, routeConsoleThrough } from './log.mjs'
import { createMetrics, createRequestTiming, lastThenNext, markCachedAnswer, metricsPort, startMetricsListener } from './metrics.mjs'
import { createPageCache } from './page-cache.mjs'
import { answerFailuresWithLastCopy } from './page-fallback.mjs'
import { memoryTtlMs } from './cache/redis.mjs'
import { answerClientError, answerConnect, guardRequest } from './request-guard.mjs'
import { createRequestLog, echoRequestId, requestIdHeaders } from './request-log.mjs'
import { keepQueryOnRedirect } from './redirect-query.mjs'
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
  // Next's and Payload's lines, and ours, through one logger (log.mjs).
  const logger = processLogger()
  if (!leftOut.has('request-log')) routeConsoleThrough(logger)
  refuseUnsafeScaleOut()
  issueJobsRunnerToken()
  // Metrics on their own listener, before Next starts so that the site's code finds them (metrics.mjs).
  const metricsOn = metricsPort() !== null && !leftOut.has('metrics')
  const metrics = metricsOn ? createMetrics({ sources: { site_ready: lastThenNext(() => selfReady(server)), site_jobs_lag_seconds: () => jobsLagSeconds() } }) : null
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
    // A request id, echoed and in one JSON log line per answer (request-log.mjs).
    ['request-log', createRequestLog({ logger, hops })],
    // The answer's time in http_server_request_duration_seconds (metrics.mjs).
    ...(/** @type {[string, Step][]} */ (metrics ? [['metrics', createRequestTiming(metrics.record)]] : [])),
    // A body that stops arriving for REQUEST_BODY_TIMEOUT_SECONDS gets 408 (body-timeout.mjs).
    ['body-timeout', (req, res, next) => (bodies.watch(req, res), next())],
    // A page Next served from its cache leaves again from memory, as it left (page-cache.mjs).
    ['page-cache', (req, res, next) => (pageCache.serve(req, res, requestIdHeaders(res)) ? markCachedAnswer(res) : next())],
    // Every other answer carries its request id too (request-log.mjs).
    ['request-id', (_req, res, next) => (echoRequestId(res), next())],
    // The rest starts one request per turn of the event loop, so that new connections get in (request-turns.mjs).
    ['request-turns', (_req, _res, next) => inTurn(next)],
    // A request that may write wakes the SQLite checkpoint worker (sqlite-checkpoints.mjs).
    ['checkpoints', (req, _res, next) => (isWrite(req) && checkpoints?.wake(), next())],
    // A page Next fails to render (its database away) answers its last copy or a 503, never a 500 (page-fallback.mjs).
    ['page-fallback', (req, res, next) => (answerFailuresWithLastCopy(req, res, (asked) => pageCache.lastCopy(asked)), next())],
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
    // A page's redirect leaves with one Location and the visitor's query string (redirect-query.mjs).
    ['redirect-query', (req, res, next) => (keepQueryOnRedirect(req, res), next())],
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
  if (metrics) {
    const metricsServer = await startMetricsListener(metrics.registry, { port: /** @type {number} */ (metricsPort()) })
    server.once('close', () => metricsServer.close())
    console.log(`> Metrics on http://${process.env.METRICS_HOST || '127.0.0.1'}:${metricsPort()}/metrics`)
  }
  // SIGTERM: finish the requests in flight, then exit (graceful-shutdown.mjs).
  if (!leftOut.has('graceful-shutdown')) exitGracefullyOnSignal(server)
  // Scheduled publishing and the mail outbox (jobs-runner.mjs).
  if (!leftOut.has('jobs-runner')) startJobsRunner(server)
  return server
}

/** 1 while this instance's /api/ready answers 200 within its deadline, else 0 (a scrape's site_ready). */
async function selfReady(/** @type {import('node:http').Server} */ server) {
  const address = server.listening ? server.address() : null
  if (!address || typeof address === 'string') return 0
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  try {
    const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}/api/ready`, { signal: AbortSignal.timeout(3000) })
    await response.arrayBuffer()
    return response.ok ? 1 : 0
  } catch {
    return 0
  }
}

/** Any request but a read, or the jobs runner's own call every few seconds (its few writes stay far below the bound). */
function isWrite(/** @type {import('node:http').IncomingMessage} */ req) {
  return req.method !== 'GET' && req.method !== 'HEAD' && !req.url?.startsWith(jobsRunnerPath)
}

if (import.meta.url === `file://${process.argv[1]}`) await serve()
