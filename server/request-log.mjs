// The request log: one line per answer (past a few a minute of one client error's status and route
// class, a count instead: log.mjs, requestLineWriter) (request id, method, route class, status, duration, client
// address, the staff user where there is one, the trace id when tracing is on), written through the
// process's logger (log.mjs). The id comes from a trusted proxy's X-Request-Id (TRUST_PROXY > 0:
// a proxy stands in front and writes it) or is made afresh, and goes back in the response.
import { randomUUID } from 'node:crypto'

import { clientIp } from './client-ip.mjs'
import { jobsRunnerPath } from './jobs-runner.mjs'
import { requestLineWriter } from './log.mjs'
import { routeClass } from './metrics.mjs'
import { requestContext } from './request-context.mjs'
import { startRequestSpan } from './tracing.mjs'

const requestIdPattern = /^[\w.:@+=-]{1,128}$/
const requestIdKey = Symbol('request id')

/**
 * The answer's X-Request-Id, for a `writeHead` that sends every header at once (the page cache's
 * hits): a header set beforehand sends Node's writeHead down its slow path, header by header,
 * which cost a cached page a fifth of its rate (issue 27's cost; measured with the rest of this step off).
 * @param {import('node:http').ServerResponse} res
 */
export function requestIdHeaders(res) {
  const id = /** @type {any} */ (res)[requestIdKey]
  return id ? { 'x-request-id': id } : undefined
}

/** Sets the answer's X-Request-Id on the way to Next (every answer the page cache did not give). */
export function echoRequestId(/** @type {import('node:http').ServerResponse} */ res) {
  const id = /** @type {any} */ (res)[requestIdKey]
  if (id) res.setHeader('X-Request-Id', id)
}

/** The request's id: the proxy's when it is trusted and well-formed, else a new UUID. */
export function requestId(given, trusted) {
  return trusted && typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID()
}

/**
 * @param {{ logger: import('pino').Logger, hops: number }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function createRequestLog({ logger, hops }) {
  const write = requestLineWriter(logger)
  return (req, res, next) => {
    const started = performance.now()
    const id = requestId(req.headers['x-request-id'], hops > 0)
    req.headers['x-request-id'] = id
    // Echoed by the page cache's answer, or by echoRequestId on the way to Next (serve.mjs).
    Object.defineProperty(res, requestIdKey, { value: id })
    /** @type {{ fields: Record<string, string | number>, written: boolean, error?: string }} */
    const store = { fields: { reqId: id }, written: false }
    const span = startRequestSpan(req)
    res.once('close', () => {
      const status = res.headersSent ? res.statusCode : 0
      span?.end(status)
      const line = {
        ...store.fields,
        method: req.method,
        route: routeClass(req.url ?? '/', res),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: String(req.headers['x-client-ip'] ?? clientIp(req.socket?.remoteAddress, req.headers['x-forwarded-for'], hops)),
        // A client error's reason, as Payload or Next logged it (log.mjs): on this line, not one of its own.
        ...(store.error ? { error: store.error } : {}),
      }
      store.written = true
      // The jobs runner's own call (only it holds the token a 2xx there needs): routine, under the limit.
      write(line, { routine: status < 400 && (req.url ?? '').startsWith(jobsRunnerPath) })
    })
    if (span) store.fields.traceId = span.traceId
    requestContext.run(store, span ? () => span.run(next) : next)
  }
}
