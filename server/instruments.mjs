// The one place code records a measurement: `instruments()` is the metrics of server/metrics.mjs
// when METRICS_PORT started them, else undefined, so that recording costs a property read when
// metrics are off. The site's own code (bundled by Next) reaches the same object through
// src/ops/metrics.ts, by the same global key.
import { inSpan, tracingOn } from './tracing.mjs'

const key = Symbol.for('rugged-site.instruments')

/** @returns {import('./instruments.d.mts').Instruments | undefined} */
export function instruments() {
  return /** @type {any} */ (globalThis)[key]
}

/** @param {import('./instruments.d.mts').Instruments | undefined} value */
export function installInstruments(value) {
  /** @type {any} */ (globalThis)[key] = value
}

/**
 * Times `work` against a dependency (redis, s3, smtp): its latency, and an error counted when it
 * throws (the error goes on to the caller); a span of its own when tracing is on.
 * @template T
 * @param {'redis' | 's3' | 'smtp'} service
 * @param {string} operation
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function timedCall(service, operation, work) {
  if (tracingOn()) return inSpan(`${service} ${operation}`, () => measured(service, operation, work), { 'peer.service': service })
  return measured(service, operation, work)
}

/** @template T @param {string} service @param {string} operation @param {() => Promise<T>} work @returns {Promise<T>} */
async function measured(service, operation, work) {
  const record = instruments()
  if (!record) return work()
  const started = performance.now()
  try {
    return await work()
  } catch (error) {
    record.increment('site_dependency_errors_total', { service, operation })
    throw error
  } finally {
    record.observe('site_dependency_duration_seconds', (performance.now() - started) / 1000, { service, operation })
  }
}
