import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { Resource } from '@opentelemetry/resources'
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base'
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'

/**
 * The OpenTelemetry SDK, started by src/instrumentation.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set:
 * spans go in batches to that OTLP/HTTP collector (the exporter reads the OTEL_EXPORTER_OTLP_*
 * variables itself). Next's own spans (the request, routing, rendering) come with the provider;
 * PostgreSQL queries through pg's instrumentation; the server's request span, Redis, S3, SMTP and
 * the jobs runs are spans of our own code (server/tracing.mjs, src/ops/metrics.ts).
 */
export function startTracing(): void {
  const provider = new NodeTracerProvider({
    resource: new Resource({ 'service.name': process.env.OTEL_SERVICE_NAME || 'rugged-site' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  })
  provider.register()
  registerInstrumentations({ instrumentations: [new PgInstrumentation({ requireParentSpan: true })] })
}
