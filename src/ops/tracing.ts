import { context, propagation, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { CompositePropagator, getNumberFromEnv, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { registerInstrumentations } from '@opentelemetry/instrumentation'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'

/**
 * The OpenTelemetry SDK, started by src/instrumentation.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set:
 * spans go in batches to that OTLP/HTTP collector (the exporter reads the OTEL_EXPORTER_OTLP_*
 * variables itself). Next's own spans (the request, routing, rendering) come with the provider;
 * PostgreSQL queries through pg's instrumentation; the server's request span, Redis, S3, SMTP and
 * the jobs runs are spans of our own code (server/tracing.ts, src/ops/metrics.ts).
 *
 * The SDK 3.x way (docs/upgrading.md): the provider takes its span processors, a processor its
 * exporter; what the 1.x Node provider's `register()` did is done here (the AsyncLocalStorage
 * context manager, the W3C propagators, the global provider); the batch processor no longer reads
 * the OTEL_BSP_* variables, so they are read here.
 */
export function startTracing(): void {
  const batching = {
    exporter: new OTLPTraceExporter(),
    scheduledDelayMillis: getNumberFromEnv('OTEL_BSP_SCHEDULE_DELAY'),
    exportTimeoutMillis: getNumberFromEnv('OTEL_BSP_EXPORT_TIMEOUT'),
    maxQueueSize: getNumberFromEnv('OTEL_BSP_MAX_QUEUE_SIZE'),
    maxExportBatchSize: getNumberFromEnv('OTEL_BSP_MAX_EXPORT_BATCH_SIZE'),
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'rugged-site' }),
    spanProcessors: [new BatchSpanProcessor(batching)],
  })
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }))
  trace.setGlobalTracerProvider(provider)
  registerInstrumentations({ instrumentations: [new PgInstrumentation({ requireParentSpan: true })] })
}
