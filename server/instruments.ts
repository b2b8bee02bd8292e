// The one place server code records a measurement: `instruments()` is the metrics of metrics.ts
// when METRICS_PORT started them (installed in the registry, where the site's code finds them too,
// src/ops/metrics.ts), else undefined, so that recording costs a property read when metrics are off.
import { measuredCall, registry, type Instruments } from '@rugged/front-door/registry'

import { inSpan, tracingOn } from './tracing.ts'

export const instruments = (): Instruments | undefined => registry.instruments

export function installInstruments(value: Instruments | undefined): void {
  registry.instruments = value
}

/**
 * Times `work` against a dependency (redis, s3, smtp): its latency, and an error counted when it
 * throws (the error goes on to the caller); a span of its own when tracing is on.
 */
export function timedCall<T>(service: 'redis' | 's3' | 'smtp', operation: string, work: () => Promise<T>): Promise<T> {
  if (tracingOn()) return inSpan(`${service} ${operation}`, () => measuredCall(service, operation, work), { 'peer.service': service })
  return measuredCall(service, operation, work)
}
