/** Load for the cluster tests: mixed reads and enquiries, and enquiries across a kill -9. */
import { randomBytes } from 'node:crypto'

import { postEnquiry } from '../resilience/support'
import { acknowledged, call, desktop, forwardedFor, iphone, newClient, sleep, storedMarkers } from './support'

interface Targets {
  a: string
  b: string
  nginx: string
}

/** Six clients cycling through pages, an API read and an enquiry, on both instances and nginx. */
export function mixedLoad(targets: Targets, productPath: string) {
  let running = true
  const counts = { total: 0, serverErrors: 0, failed: 0 }
  const requests: Array<(base: string, direct: boolean) => Promise<number>> = [
    (base) => call(base, '/', { headers: { 'User-Agent': desktop } }).then((answer) => answer.status),
    (base) => call(base, productPath, { headers: { 'User-Agent': desktop } }).then((answer) => answer.status),
    (base) => call(base, '/en/m.index', { headers: { 'User-Agent': iphone } }).then((answer) => answer.status),
    (base) => call(base, '/api/front/productCategory?language=en').then((answer) => answer.status),
    (base, direct) => postEnquiry(base, `load${randomBytes(4).toString('hex')}`, forwardedFor(newClient(), direct)).then((answer) => answer.status),
  ]
  const bases: Array<[string, boolean]> = [[targets.a, true], [targets.b, true], [targets.nginx, false]]
  const client = async (index: number) => {
    for (let n = index; running; n++) {
      const [base, direct] = bases[n % bases.length]!
      const status = await requests[n % requests.length]!(base, direct)
      counts.total += 1
      if (status >= 500) counts.serverErrors += 1
      if (status === 0) counts.failed += 1
    }
  }
  const clients = Array.from({ length: 6 }, (_, index) => client(index))
  return {
    async stop() {
      running = false
      await Promise.all(clients)
      return counts
    },
  }
}

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
