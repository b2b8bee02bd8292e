import { readinessCheckTimeoutMs } from '@/rules/limits'

import { getPayloadClient } from '../payload'
import { queryRows } from '../sql'
import { withinDeadline } from './deadline'
import type { ReadinessCheck } from './types'

/**
 * The database answers a trivial statement (SQLite or PostgreSQL, whichever DATABASE_URI names).
 * Bounded: a stopped PostgreSQL makes the pool wait up to its connect timeout (5 s), longer than a
 * load balancer's probe waits.
 */
export const databaseCheck: ReadinessCheck = {
  name: 'database',
  async check() {
    const answer = async () => {
      const rows = await queryRows<{ ok: number }>(await getPayloadClient(), (sql) => sql`select 1 as ok`)
      if (Number(rows[0]?.ok) !== 1) throw new Error('the database answered `select 1` with something else')
    }
    await withinDeadline(answer(), readinessCheckTimeoutMs, 'database')
  },
}
