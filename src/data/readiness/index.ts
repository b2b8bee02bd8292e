import { readinessCheckTimeoutMs } from '@/rules/limits'

import { databaseCheck } from './database'
import { withinDeadline } from './deadline'
import { isDraining } from './draining'
import { redisCheck } from './redis'
import { s3Check } from './s3'
import type { ReadinessCheck } from './types'

export type { ReadinessCheck } from './types'

/**
 * What /api/ready checks, in order. A service that is not configured exports null and is left
 * out. The one place to add a check: import `<name>Check` from './<name>' and list it here.
 */
const checks: ReadonlyArray<ReadinessCheck | null> = [databaseCheck, redisCheck, s3Check]

export type CheckName = ReadinessCheck['name']

export interface Readiness {
  ready: boolean
  /** The server is shutting down (SIGTERM): it finishes what it has, and takes nothing new. */
  draining: boolean
  /** Each configured dependency: 'ok', or 'unavailable' when it did not answer in time. */
  checks: Partial<Record<CheckName, 'ok' | 'unavailable'>>
  /** The dependencies that did not answer, in the order above. */
  failing: CheckName[]
}

/** Runs every configured check at once; each one gets its own deadline (~2 s). */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, draining: true, checks: {}, failing: [] }
  const configured = checks.filter((check): check is ReadinessCheck => check !== null)
  const outcomes = await Promise.all(
    configured.map(async ({ name, check }) => {
      try {
        // The check bounds itself; this is the backstop for one that does not.
        await withinDeadline(check(), readinessCheckTimeoutMs + 500, name)
        return { name, ok: true }
      } catch (error) {
        console.warn(`[ready] ${name} unavailable: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
        return { name, ok: false }
      }
    }),
  )
  const failing = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name)
  return {
    ready: failing.length === 0,
    draining: false,
    checks: Object.fromEntries(outcomes.map((outcome) => [outcome.name, outcome.ok ? 'ok' : 'unavailable'])),
    failing,
  }
}
