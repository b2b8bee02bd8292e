// Traces (OpenTelemetry), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the SDK and its
// exporter are started by Next's instrumentation hook (src/instrumentation.ts). Here, the server's
// own spans: one per request, around Next's (whose spans become its children), so that the request
// log line carries the trace id. Off, nothing here runs: no span, no context switch.
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

const tracer = trace.getTracer('rugged-site')

// Read once: a read of process.env costs ~0.5 µs, which every request would pay with traces off.
const configured = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)
export const tracingOn = () => configured

/**
 * A server span for the request, or null when tracing is off.
 * @param {import('node:http').IncomingMessage} req
 */
export function startRequestSpan(req, on = tracingOn()) {
  if (!on) return null
  const path = (req.url ?? '/').split('?')[0]
  const span = tracer.startSpan(`${req.method} ${path}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': String(req.method), 'url.path': path } })
  const active = trace.setSpan(context.active(), span)
  return {
    traceId: span.spanContext().traceId,
    run: (/** @type {() => void} */ fn) => context.with(active, fn),
    end(/** @type {number} */ status) {
      span.setAttribute('http.response.status_code', status)
      if (status >= 500 || status === 0) span.setStatus({ code: SpanStatusCode.ERROR })
      span.end()
    },
  }
}

/**
 * Runs `work` in a span of its own (a Redis command, an S3 call, a mail, a jobs run) when tracing is on.
 * @template T @param {string} name @param {() => Promise<T>} work @returns {Promise<T>}
 */
export function inSpan(name, work, attributes = {}) {
  if (!tracingOn()) return work()
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work()
    } catch (error) {
      span.recordException(/** @type {Error} */ (error))
      span.setStatus({ code: SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })
}
