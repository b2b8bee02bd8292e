// Serves the built site. A thin server around Next's request handler, for four reasons:
// - route handlers cannot see the client's socket address, and the per-IP rate limits need it
//   (passed on as `x-client-ip`; any such header from outside is replaced);
// - pages that depend on the user agent must say so in Vary, which Next overwrites (lib/vary.mjs);
// - Next compresses with gzip only, where the build's static files can go out as brotli
//   (lib/static-brotli.mjs);
// - a page Next keeps until it is edited must not stay that long in a CDN or proxy cache in front,
//   which never hears of the edit, and an editor's preview (draft mode) must be stored by none
//   (lib/shared-cache.mjs).
// Every answer also leaves with the security headers, pages with a Content Security Policy that
// lists the hashes of their inline scripts (lib/secure-response.mjs).
// A page Next served from its cache is kept as it left, and answered from memory next time
// (lib/page-cache.mjs; emptied by any editor's save). The enquiry form's POST goes straight to its
// route handler, without Next's request machinery around it (lib/direct-route.mjs). Everything else starts one request per turn
// of the event loop, so that a busy server still lets new connections in (lib/request-turns.mjs).
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { clientIp, trustedProxyHops } from './lib/client-ip.mjs'
import { createDirectRoute } from './lib/direct-route.mjs'
import { exitGracefullyOnSignal } from './lib/graceful-shutdown.mjs'
import { answerClientError, guardRequest } from './lib/request-guard.mjs'
import { issueJobsRunnerToken, jobsRunnerPath, startJobsRunner } from './lib/jobs-runner.mjs'
import { createPageCache } from './lib/page-cache.mjs'
import { createRequestTurns } from './lib/request-turns.mjs'
import { memoryTtlMs } from './lib/redis-cache.mjs'
import { refuseUnsafeScaleOut } from './lib/scale-out.mjs'
import { createSecureResponses } from './lib/secure-response.mjs'
import { startSqliteCheckpoints } from './lib/sqlite-checkpoints.mjs'
import { shortenSharedCaching } from './lib/shared-cache.mjs'
import { createStaticBrotli } from './lib/static-brotli.mjs'
import { varyFromMarker } from './lib/vary.mjs'

const port = Number(process.env.PORT) || 3000
const hostname = process.env.HOST || '0.0.0.0'
const hops = trustedProxyHops(process.env.TRUST_PROXY)

export async function serve() {
  refuseUnsafeScaleOut()
  issueJobsRunnerToken()
  // Before Next starts: the site's connection reads how far to leave checkpoints to the worker.
  const checkpoints = startSqliteCheckpoints()
  const app = next({ dev: false, hostname, port })
  const handle = app.getRequestHandler()
  await app.prepare()
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const staticBrotli = createStaticBrotli(path.join(distDir, 'static'))
  const directRoute = createDirectRoute({ distDir })
  const secure = createSecureResponses({ csp: process.env.SECURITY_CSP !== '0' })
  // With Redis, another instance's save is heard on a channel: if it is down, an entry lives no
  // longer than the shared cache's memory layer keeps one.
  const pageCache = createPageCache({ maxAgeMs: process.env.REDIS_URL ? memoryTtlMs : Infinity })
  const inTurn = createRequestTurns()
  const server = createServer((req, res) => {
    // A kept answer already carries every header below, and only a GET or HEAD the guard let
    // through before (same method and address) can be one.
    if (pageCache.serve(req, res)) return
    inTurn(() => start(req, res))
  })
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const start = (req, res) => {
    // A write may follow; not the jobs runner's own call every few seconds, which would keep the
    // worker's memory in use on a site nobody writes to (its few writes stay far below the bound).
    if (req.method !== 'GET' && req.method !== 'HEAD' && !req.url?.startsWith(jobsRunnerPath)) checkpoints.wake()
    const kept = pageCache.capture(req, res) // first: it sees the answer as it finally leaves
    secure(req, res)
    if (guardRequest(req, res) || staticBrotli(req, res)) return
    req.headers['x-client-ip'] = clientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops)
    varyFromMarker(res)
    shortenSharedCaching(res, undefined, req)
    if (directRoute(req, res)) return
    kept.run(() => handle(req, res))
  }
  server.on('clientError', answerClientError)
  await new Promise((resolve) => server.listen(port, hostname, resolve))
  console.log(`> Site ready on http://localhost:${port} (admin: http://localhost:${port}/admin)`)
  // SIGTERM: finish the requests in flight, then exit (lib/graceful-shutdown.mjs).
  exitGracefullyOnSignal(server)
  // Scheduled publishing and the mail outbox (lib/jobs-runner.mjs).
  startJobsRunner(server)
  return server
}

if (import.meta.url === `file://${process.argv[1]}`) await serve()
