/**
 * The site's side of the server's metrics (server/metrics.ts, on when METRICS_PORT is set): the
 * server installs its instruments in the registry (packages/front-door/registry.ts) before Next
 * starts; without them (metrics off, a build, a test) each call here does nothing. Names and
 * labels: docs/operations.md.
 */
import { measuredCall, registry } from '@rugged/front-door/registry'

import { inSpan } from './spans'

type Labels = Record<string, string>

const instruments = () => registry.instruments

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
    return inSpan(`${service} ${operation}`, () => measuredCall(service, operation, work), { 'peer.service': service })
  },
}
