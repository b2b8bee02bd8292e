import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

const tracer = trace.getTracer('rugged-site')
// Read once (a process.env read costs ~0.5 µs).
const tracing = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)

/** Runs `work` in a span of its own when traces are on (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise just runs it. */
export function inSpan<T>(name: string, work: () => Promise<T>, attributes: Record<string, string> = {}): Promise<T> {
  if (!tracing) return work()
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work()
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error))
      span.setStatus({ code: SpanStatusCode.ERROR })
      throw error
    } finally {
      span.end()
    }
  })
}
