import config from '@payload-config'
import type { Pool } from 'pg'
import { getPayload, type Payload } from 'payload'

import { metrics } from '@/ops/metrics'

let watching = false

/** The one Payload instance of this process (getPayload memoises it). */
export async function getPayloadClient(): Promise<Payload> {
  const payload = await getPayload({ config })
  if (!watching) watchDatabasePool(payload)
  return payload
}

/** The PostgreSQL pool's connections at each scrape (SQLite has one connection and no pool: 0). */
function watchDatabasePool(payload: Payload): void {
  watching = true
  const pool = (payload.db as { pool?: Pool }).pool
  metrics.watch('site_database_pool_in_use', () => (pool ? pool.totalCount - pool.idleCount : 0))
  metrics.watch('site_database_pool_waiting', () => pool?.waitingCount ?? 0)
  pool?.on('error', () => metrics.increment('site_database_query_errors_total'))
}
