/**
 * Next's instrumentation hook: traces (OpenTelemetry) only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 * Otherwise nothing is loaded and no span is made (docs/operations.md "Traces").
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return
  const { startTracing } = await import('./ops/tracing')
  startTracing()
}
