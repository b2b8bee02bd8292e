// Traces (OpenTelemetry), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK and its
// exporter are started by Next's instrumentation hook (src/instrumentation.ts). Here, the server's
// own spans: one per request, around Next's (whose spans become its children), so that the request
// log line carries the trace id. Off, nothing here runs: no span, no context switch.
import type { IncomingMessage } from 'node:http'

import { type Attributes, context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

const tracer = trace.getTracer('rugged-site')

// Read once: a read of process.env costs ~0.5 µs, which every request would pay with traces off.
const configured = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)
export const tracingOn = () => configured

/** A request's server span: its trace id, a way to run code inside it, and its end. */
export interface RequestSpan {
  traceId: string
  run(fn: () => void): void
  end(status: number): void
}

/** A server span for the request, or null when tracing is off. */
export function startRequestSpan(req: Pick<IncomingMessage, 'method' | 'url'>, on = tracingOn()): RequestSpan | null {
  if (!on) return null
  const path = (req.url ?? '/').split('?')[0]
  const span = tracer.startSpan(`${req.method} ${path}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': String(req.method), 'url.path': path } })
  const active = trace.setSpan(context.active(), span)
  return {
    traceId: span.spanContext().traceId,
    run: (fn) => context.with(active, fn),
    end(status) {
      span.setAttribute('http.response.status_code', status)
      if (status >= 500 || status === 0) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    },
  }
}

/** Runs `work` in a span of its own (a Redis command, an S3 call, a mail, a jobs run) when tracing is on. */
export function inSpan<T>(name: string, work: () => Promise<T>, attributes: Attributes = {}): Promise<T> {
  if (!tracingOn()) return work()
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work()
    } catch (error) {
      span.recordException(error as Error)
      span.setStatus({ code: SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })
}
