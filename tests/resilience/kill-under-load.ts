/**
 * kill -9 under load: concurrent clients post enquiries (each its own X-Forwarded-For address),
 * the server process group gets SIGKILL mid-load, a new server starts on the same database, and
 * a staff login reads back which enquiries were stored. An enquiry counts as acknowledged only
 * when its 201 `result: true` answer reached the client, so every acknowledged one must be stored.
 */
import { randomBytes } from 'node:crypto'

import { acknowledged, onExit, postEnquiry, report, sleep, startSite, storedMarkers } from './support'

export interface KillCounts {
  acknowledged: number
  stored: number
  lost: string[]
  failedBeforeKill: number
}

const clients = 12
/**
 * Acknowledged enquiries wanted before the kill (the tests hold the run to it), and the most time
 * the load may take to get there: a few seconds on an idle machine, far longer on a busy one.
 */
export const ackedBeforeKill = 150
const loadLimitMs = 120_000

export async function killUnderLoad(name: string, databaseUri: string): Promise<KillCounts> {
  const run = `${name}${randomBytes(4).toString('hex')}`
  let site = await startSite(databaseUri, `${name}-before-kill`)
  let forget = onExit(site.stopSync)
  const acked = new Set<string>()
  let killed = false
  let failedBeforeKill = 0

  const client = async (index: number) => {
    const address = `198.18.${index}.${1 + (randomBytes(1)[0]! % 250)}`
    for (let n = 0; !killed; n++) {
      const marker = `${run}c${index}n${n}`
      const answer = await postEnquiry(site.baseUrl, marker, address)
      if (acknowledged(answer)) acked.add(marker)
      else if (!killed) failedBeforeKill += 1
    }
  }
  const load = Array.from({ length: clients }, (_, index) => client(index))

  const started = Date.now()
  while (acked.size < ackedBeforeKill && Date.now() - started < loadLimitMs && failedBeforeKill < 50) await sleep(20)
  site.stopSync() // SIGKILL to the server's process group, mid-request for most clients
  killed = true
  forget()
  await Promise.all(load)

  site = await startSite(databaseUri, `${name}-after-kill`)
  forget = onExit(site.stopSync)
  try {
    const stored = await storedMarkers(site.baseUrl, run)
    const lost = [...acked].filter((marker) => !stored.has(marker))
    report(`${name} kill -9 under load (${clients} clients): acknowledged ${acked.size}, stored ${stored.size}, lost ${lost.length}`)
    return { acknowledged: acked.size, stored: stored.size, lost, failedBeforeKill }
  } finally {
    await site.stop()
    forget()
  }
}
