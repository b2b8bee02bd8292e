/**
 * Next's documented start-up hook (instrumentation.ts), run once when the server starts:
 * - Next's own error logs go through the log limit (packages/log-limit, issue 26; under the
 *   server its logger does it, else src/cms/logLimit.ts), so that no
 *   request, however often sent, writes a stack trace each time;
 * - traces (OpenTelemetry) only when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise nothing is
 *   loaded and no span is made (docs/operations.md "Traces").
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Under the server (server/serve.ts) console goes through its logger, which has the same limit.
  const { serverLogger } = await import('./ops/log')
  if (!serverLogger()) (await import('./cms/logLimit')).limitConsole()
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return
  const { startTracing } = await import('./ops/tracing')
  startTracing()
}
