// Serves the built site: Next's request handler behind the steps listed in `serve()`, each a
// module of this folder with the figure that keeps it here in docs/architecture.md ("The
// server"). A step takes (req, res, next): it answers, or does its part and calls next.
// `BENCH_WITHOUT=page-cache,request-turns,…` leaves steps out, for the benchmarks that measure
// what each is worth (scripts/bench/pieces.mjs); never set it on a real site.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'

import next from 'next'

import { trustedProxyHops } from '@rugged/front-door'

import { createBodyWatch } from './body-timeout.ts'
import { memoryTtlMs } from './cache/redis.ts'
import { serveDirectRoute } from './direct-routes.ts'
import { createFrontDoor, currentRequest } from './front-door.ts'
import { exitGracefullyOnSignal } from './graceful-shutdown.ts'
import { refuseUnknownLanguages } from './languages.ts'
import { issueJobsRunnerToken, jobsLagSeconds, jobsRunnerPath, startJobsRunner } from './jobs-runner.ts'
import { processLogger, routeConsoleThrough } from './log.ts'
import { createMetrics, createRequestTiming, lastThenNext, markCachedAnswer, metricsPort, startMetricsListener } from './metrics.ts'
import { createPageCache } from './page-cache.ts'
import { answerClientError, answerConnect, guardRequest } from './request-guard.ts'
import { createRequestLog } from './request-log.ts'
import { createRequestTurns } from './request-turns.ts'
import { refuseUnsafeScaleOut } from './scale-out.ts'
import { createSecurity } from './secure-response.ts'
import { sharedCacheSeconds } from './shared-cache.ts'
import { startSqliteCheckpoints } from './sqlite-checkpoints.ts'
import { createStaticBrotli } from './static-brotli.ts'
import { createUnknownAddress } from './unknown-address.ts'
import { createWayOut } from './way-out.ts'

type Step = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** The steps left out (BENCH_WITHOUT, a comma-separated list of the names below). */
export const leftOut = new Set(String(process.env.BENCH_WITHOUT ?? '').split(',').map((name) => name.trim()).filter(Boolean))
const on = (name: string) => !leftOut.has(name)

export async function serve({ port = Number(process.env.PORT) || 3000, hostname = process.env.HOST || '0.0.0.0' } = {}): Promise<Server> {
  // Next's and Payload's lines, and ours, through one logger (log.ts).
  const logger = processLogger()
  if (on('request-log')) routeConsoleThrough(logger)
  refuseUnsafeScaleOut()
  refuseUnknownLanguages()
  issueJobsRunnerToken()
  // Metrics on their own listener, before Next starts so that the site's code finds them (metrics.ts).
  const metricsOn = metricsPort() !== null && on('metrics')
  const metrics = metricsOn ? createMetrics({ sources: { site_ready: lastThenNext(() => selfReady(server)), site_jobs_lag_seconds: () => jobsLagSeconds() } }) : null
  // Before Next starts: the site's connection reads how far to leave checkpoints to the worker.
  const checkpoints = on('checkpoints') ? startSqliteCheckpoints() : null
  const app = next({ dev: false, hostname, port })
  const handle = app.getRequestHandler()
  await app.prepare()
  // With Redis, another instance's save is heard on a channel: while it is down, a kept page
  // lives no longer than the shared cache's memory layer keeps one.
  const pageCache = on('page-cache') ? createPageCache({ maxAgeMs: process.env.REDIS_URL ? memoryTtlMs : Infinity }) : null
  const inTurn = createRequestTurns()
  const brotli = createStaticBrotli(path.join(process.env.NEXT_DIST_DIR || '.next', 'static'))
  const bodies = createBodyWatch()
  const wayOut = createWayOut({
    pageCache,
    fallback: on('page-fallback'),
    redirectQuery: on('redirect-query'),
    sharedSeconds: on('shared-cache') ? sharedCacheSeconds() : null,
    security: on('security-headers') ? createSecurity({ csp: process.env.SECURITY_CSP !== '0' && on('csp') }) : null,
  })

  const steps: [string, Step][] = [
    // The request's id and who its visitor is (address, language, device), before anything answers (front-door.ts).
    ['front-door', createFrontDoor({ hops: trustedProxyHops(process.env.TRUST_PROXY) })],
    // One JSON log line per answer (request-log.ts).
    ['request-log', createRequestLog({ logger })],
    // The answer's time in http_server_request_duration_seconds (metrics.ts).
    ...(metrics ? [['metrics', createRequestTiming(metrics.record)] as [string, Step]] : []),
    // A body that stops arriving for REQUEST_BODY_TIMEOUT_SECONDS gets 408 (body-timeout.ts).
    ['body-timeout', (req, res, next) => (bodies.watch(req, res), next())],
    // A made-up document address (or list filter value) goes on as the not-found page, never rendered for itself (unknown-address.ts).
    ['unknown-address', createUnknownAddress(async () => (await selfFetch(server, '/api/addresses')).json())],
    // A page Next served from its cache leaves again from memory, as it left (page-cache.ts).
    ['page-cache', (req, res, next) => (pageCache?.serve(req, res, currentRequest()?.id) ? markCachedAnswer(res) : next())],
    // The rest starts one request per turn of the event loop, so that new connections get in (request-turns.ts).
    ['request-turns', (_req, _res, next) => inTurn(next)],
    // A request that may write wakes the SQLite checkpoint worker (sqlite-checkpoints.ts).
    ['checkpoints', (req, _res, next) => (isWrite(req) && checkpoints?.wake(), next())],
    // Every answer from here on leaves through one finishing step, its headers decided in one order (way-out.ts).
    ['way-out', wayOut],
    // What Next would answer with a 500 (odd methods, malformed paths), or render for nothing (a write to a made-up address), gets a 4xx in the visitor's language (request-guard.ts).
    ['request-guard', (req, res, next) => {
      const context = currentRequest()
      return guardRequest(req, res, { language: context?.visitor.language ?? 'zh', namesNoPage: context?.noSuchPage }) || next()
    }],
    // The build's scripts and styles as brotli (static-brotli.ts).
    ['static-brotli', (req, res, next) => brotli(req, res) || next()],
    // The enquiry form's POST to its handler, without Next's router around it (direct-routes.ts).
    ['direct-routes', serveDirectRoute],
    ['next', (req, res) => void handle(req, res)],
  ]
  const chain = steps.filter(([name]) => on(name)).map(([, step]) => step)
  const server = createServer((req, res) => {
    let index = 0
    const next = () => chain[index++]?.(req, res, next)
    next()
  })
  // What Node's parser refuses (a method it does not know) never reaches the steps.
  server.on('clientError', answerClientError)
  // CONNECT never reaches the steps either: Node hands it to this event (request-guard.ts).
  server.on('connect', answerConnect)

  await new Promise<void>((resolve) => server.listen(port, hostname, () => resolve()))
  console.log(`> Site ready on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
  if (metrics) {
    const metricsServer = await startMetricsListener(metrics.registry, { port: metricsPort() as number })
    server.once('close', () => metricsServer.close())
    console.log(`> Metrics on http://${process.env.METRICS_HOST || '127.0.0.1'}:${metricsPort()}/metrics`)
  }
  // SIGTERM: finish the requests in flight, then exit (graceful-shutdown.ts).
  if (on('graceful-shutdown')) exitGracefullyOnSignal(server, { beforeExit: async () => checkpoints?.stop() })
  // Scheduled publishing and the mail outbox (jobs-runner.ts).
  if (on('jobs-runner')) startJobsRunner(server)
  return server
}

/** A GET of this instance's own `path`, within 3 s. */
async function selfFetch(server: Server, path: string): Promise<Response> {
  const address = server.listening ? server.address() : null
  if (!address || typeof address === 'string') throw new Error('not listening')
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}${path}`, { signal: AbortSignal.timeout(3000) })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response
}

/** 1 while this instance's /api/ready answers 200 within its deadline, else 0 (a scrape's site_ready). */
async function selfReady(server: Server): Promise<number> {
  try {
    await (await selfFetch(server, '/api/ready')).arrayBuffer()
    return 1
  } catch {
    return 0
  }
}

/** Any request but a read, or the jobs runner's own call every few seconds (its few writes stay far below the bound). */
function isWrite(req: IncomingMessage): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD' && !req.url?.startsWith(jobsRunnerPath)
}

if (import.meta.url === `file://${process.argv[1]}`) await serve()
