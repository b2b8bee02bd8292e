/**
 * The request log: one JSON line per answer (request id, method, route class, status, duration,
 * the client's address as the front door decided it, the staff user where there is one, the trace
 * id when tracing is on), written through the process's logger (log.ts). Past a few a minute of
 * one client error's status and route class, a count instead (log.ts, requestLineWriter).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

import { currentRequest } from './front-door.ts'
import { jobsRunnerPath } from './jobs-runner.ts'
import { requestLineWriter } from './log.ts'
import { routeClass } from './metrics.ts'
import { startRequestSpan } from './tracing.ts'

export function createRequestLog({ logger }: { logger: Logger }) {
  const write = requestLineWriter(logger)
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const context = currentRequest()
    if (!context) return next()
    const started = performance.now()
    const span = startRequestSpan(req)
    res.once('close', () => {
      const status = res.headersSent ? res.statusCode : 0
      span?.end(status)
      const line = {
        ...context.fields,
        method: req.method,
        route: routeClass(req.url ?? '/', res),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: context.visitor.address,
        // A client error's reason, as Payload or Next logged it (log.ts): on this line, not one of its own.
        ...(context.error ? { error: context.error } : {}),
      }
      context.written = true
      // The jobs runner's own call (only it holds the token a 2xx there needs): routine, under the limit.
      write(line, { routine: status < 400 && (req.url ?? '').startsWith(jobsRunnerPath) })
    })
    if (!span) return next()
    context.fields.traceId = span.traceId
    span.run(next)
  }
}
