/** Load for the cluster tests: enquiries across a kill -9 (the fault drills' load is in drills.ts). */
import { randomBytes } from 'node:crypto'

import { postEnquiry } from '../resilience/support'
import { acknowledged, newClient, sleep, storedMarkers } from './support'

/** Acknowledged enquiries wanted before the kill; the test holds the run to it. */
export const ackedBeforeKill = 100

/**
 * Twelve clients post enquiries through nginx; `kill` runs once 100 are acknowledged (waiting a
 * minute at most, for a busy machine); the load goes on for 4 s. Every acknowledged (201) enquiry must be stored; every one sent a second
 * after the kill must be answered (by the surviving instance).
 */
export async function loadUntilKilled(nginx: string, kill: () => void) {
  const run = `kill${randomBytes(4).toString('hex')}`
  const acked = new Set<string>()
  let killedAt = 0
  let running = true
  const afterKill = { total: 0, ok: 0 }
  const client = async (index: number) => {
    for (let n = 0; running; n++) {
      const marker = `${run}c${index}n${n}`
      const sentAt = Date.now()
      const answer = await postEnquiry(nginx, marker, newClient())
      if (acknowledged(answer)) acked.add(marker)
      if (killedAt && sentAt >= killedAt + 1_000) {
        afterKill.total += 1
        if (acknowledged(answer)) afterKill.ok += 1
      }
    }
  }
  const clients = Array.from({ length: 12 }, (_, index) => client(index))
  const started = Date.now()
  while (acked.size < ackedBeforeKill && Date.now() - started < 60_000) await sleep(20)
  kill()
  killedAt = Date.now()
  await sleep(4_000)
  running = false
  await Promise.all(clients)
  const stored = await storedMarkers(nginx, run)
  return { acknowledged: acked.size, stored: stored.size, lost: [...acked].filter((marker) => !stored.has(marker)), afterKill }
}
