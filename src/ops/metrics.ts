/**
 * The site's side of the server's metrics (server/metrics.mjs, on when METRICS_PORT is set): the
 * server installs its instruments under a global key before Next starts; without them (metrics
 * off, a build, a test) each call here does nothing. Names and labels: docs/operations.md.
 */
import { inSpan } from './spans'

type Labels = Record<string, string>

interface Instruments {
  increment(name: string, labels?: Labels, by?: number): void
  observe(name: string, value: number, labels?: Labels): void
  set(name: string, value: number, labels?: Labels): void
  watch(name: string, read: () => number | Promise<number>): void
}

const key = Symbol.for('rugged-site.instruments')
const instruments = (): Instruments | undefined => (globalThis as Record<symbol, Instruments | undefined>)[key]

export type CounterName =
  | 'site_enquiries_total'
  | 'site_registrations_total'
  | 'site_outbox_sent_total'
  | 'site_outbox_failed_total'
  | 'site_jobs_processed_total'
  | 'site_jobs_failed_total'
  | 'site_database_query_errors_total'
  | 'site_dependency_errors_total'
  | 'site_sign_in_failures_total'
  | 'site_rate_limited_total'
  | 'site_cache_requests_total'

export type GaugeName =
  | 'site_outbox_pending'
  | 'site_outbox_oldest_pending_seconds'
  | 'site_database_pool_in_use'
  | 'site_database_pool_waiting'
  | 'site_backup_last_success_timestamp_seconds'
  | 'site_backup_duration_seconds'
  | 'site_backup_interval_seconds'

export type DependencyName = 'redis' | 's3' | 'smtp'

export const metrics = {
  increment: (name: CounterName, labels?: Labels, by?: number): void => instruments()?.increment(name, labels, by),
  set: (name: GaugeName, value: number, labels?: Labels): void => instruments()?.set(name, value, labels),
  /** A gauge read at each scrape (the database pool's connections). */
  watch: (name: GaugeName, read: () => number | Promise<number>): void => instruments()?.watch(name, read),
  /** A call to Redis, S3 or the mail server: its latency, and an error when it throws (rethrown); a span when traces are on. */
  timed<T>(service: DependencyName, operation: string, work: () => Promise<T>): Promise<T> {
    return inSpan(`${service} ${operation}`, () => measured(service, operation, work), { 'peer.service': service })
  },
}

async function measured<T>(service: DependencyName, operation: string, work: () => Promise<T>): Promise<T> {
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
