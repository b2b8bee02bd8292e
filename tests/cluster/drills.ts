/**
 * Fault drills (issue 27): under load, stop and restart each part of the cluster in turn —
 * PostgreSQL, Redis, the S3 server, the SMTP server, one instance — while Prometheus (Debian's,
 * running deploy/prometheus.yml and deploy/alerts.yml) scrapes both instances. Each drill measures
 * the time until the matching alert's expression holds in Prometheus's query API (detect) and until
 * it no longer does with every instance ready again (recover), the requests that failed and the
 * items lost; tests/cluster/cluster.test.ts asserts on them and prints the table.
 */
import { randomBytes } from 'node:crypto'

import type { startCluster } from '../../scripts/tooling/cluster.mjs'
import type { startPrometheus } from '../../scripts/tooling/prometheus.mjs'
import { orphanedAfterMs } from '../../src/rules/mailDelivery'
import { messages } from '../../src/rules/messages'
import type { TestSmtp } from '../integration/support/smtp'
import { postEnquiry } from '../resilience/support'
import { acknowledged, call, desktop, iphone, newClient, sleep, storedMarkers } from './support'

// The cluster's other drill: a backup under load restored into a fresh instance.
export { backupBlock } from './restore-drill'

type Cluster = Awaited<ReturnType<typeof startCluster>>
type Prometheus = Awaited<ReturnType<typeof startPrometheus>>

export interface Drill {
  fault: string
  /** The alert whose expression must hold while the part is away, and the expression itself. */
  alert: string
  expression: string
  /** A series that must move while the part is away (compared before and after). */
  metric: string
  stop(): Promise<void> | void
  start(): Promise<void> | void
  /** What must hold while the part is away (the load runs meanwhile). */
  whileAway?(): Promise<void>
}

export interface DrillResult {
  fault: string
  alert: string
  /** How long the alert's expression still held after the drill began, before the part was stopped. */
  clearMs: number
  detectMs: number | null
  recoverMs: number | null
  requests: number
  failed: number
  /** The failed requests by kind and status (`page 0`: no answer within 10 s). */
  failures: Record<string, number>
  writes: { acknowledged: number; refused503: number; refusedOtherwise: number; wrongLanguage: number }
  lost: number
  metricBefore: number
  metricAfter: number
  mailsLost: number
  mailsDoubled: number
}

const scalar = async (prometheus: Prometheus, expression: string) => Number((await prometheus.query(expression))[0]?.value[1] ?? 0)
const holds = async (prometheus: Prometheus, expression: string) => (await prometheus.query(expression)).length > 0

async function until(condition: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started <= limitMs) {
    if (await condition().catch(() => false)) return Date.now() - started
    await sleep(250)
  }
  return null
}

/**
 * Cached pages (through nginx and straight from instance B) and enquiries through nginx, from
 * eight clients, until stopped. A write may be acknowledged (201) or refused with a clear 503 in
 * the visitor's language; anything else, or a page that is not a 200, counts as failed.
 */
/** Each of the two writing clients sends at most one enquiry in this time: ≤ 10 a second in all. */
const enquiryEveryMs = 200

function drillLoad(cluster: Cluster, productPath: string, run: string) {
  let running = true
  const counts = { requests: 0, failed: 0, acknowledged: 0, refused503: 0, refusedOtherwise: 0, wrongLanguage: 0, failures: {} as Record<string, number> }
  const failure = (kind: string) => {
    counts.failed += 1
    counts.failures[kind] = (counts.failures[kind] ?? 0) + 1
  }
  const acked = new Set<string>()
  const pages: Array<[string, string]> = [['/', desktop], [productPath, desktop], ['/en/m.index', iphone]]
  // Each page by each way in, once it was answered from a cache: nginx's, or instance B's (Next's
  // cache or the page cache in front; a page kept there is also what B answers if a rendering fails).
  const cached = new Set<string>()
  const client = async (index: number) => {
    for (let n = 0; running; n++) {
      counts.requests += 1
      if (index < 2) {
        const marker = `${run}c${index}n${n}`
        const sent = Date.now()
        const answer = await postEnquiry(cluster.nginx.url, marker, newClient())
        // Paced below what the outbox sends (jobs every 2 s, up to 100 mails a run): back to back,
        // a fast machine queued mails faster than they leave, and the SMTP drill's "oldest pending
        // mail" stayed over its threshold after the server was back, though none was lost.
        await sleep(Math.max(0, enquiryEveryMs - (Date.now() - sent)))
        if (acknowledged(answer)) {
          counts.acknowledged += 1
          acked.add(marker)
        } else if (answer.status === 503) {
          counts.refused503 += 1
          if (answer.body?.message !== messages.serviceUnavailable.en) counts.wrongLanguage += 1
        } else {
          counts.refusedOtherwise += 1
          failure(`write ${answer.status}`)
        }
        continue
      }
      const [path, userAgent] = pages[n % pages.length]!
      const base = n % 2 === 0 ? cluster.nginx.url : cluster.b.baseUrl
      const answer = await call(base, path, { headers: { 'User-Agent': userAgent } })
      if (answer.status !== 200) failure(`page ${answer.status}`)
      else if (base === cluster.nginx.url || answer.headers.get('x-nextjs-cache') === 'HIT') cached.add(`${base} ${path}`)
    }
  }
  const clients = Array.from({ length: 8 }, (_, index) => client(index))
  return {
    /** Whether every page was answered from a cache by every way in: the drill's "cached pages". */
    cached: () => cached.size === pages.length * 2,
    async stop() {
      running = false
      await Promise.all(clients)
      return { counts, acked }
    },
  }
}

/** Longer than a job left processing waits to be handed back (orphanedAfterMs) and the next run. */
const clearLimitMs = orphanedAfterMs + 30_000

/** Runs one drill: load, stop the part, wait for the alert's expression, restart, wait for recovery. */
export async function runDrill(drill: Drill, cluster: Cluster, prometheus: Prometheus, productPath: string, smtp: TestSmtp): Promise<DrillResult> {
  const run = `drill${randomBytes(4).toString('hex')}`
  const metricBefore = await scalar(prometheus, drill.metric)
  const mailsBefore = smtp.received.length
  const load = drillLoad(cluster, productPath, run)
  // The pages an edit of an earlier test expired are rendered again before the part stops.
  const cachedMs = await until(async () => load.cached(), 60_000)
  if (cachedMs === null) {
    await load.stop()
    throw new Error(`${drill.fault}: the load's pages were not all answered from a cache within 60 s`)
  }
  // Detection means something only if the expression did not hold already: a job an earlier
  // drill's outage left "processing" holds the outbox's oldest mail until it is handed back.
  const clearMs = await until(async () => !(await holds(prometheus, drill.expression)), clearLimitMs)
  if (clearMs === null) {
    await load.stop()
    throw new Error(`${drill.fault}: ${drill.alert}'s expression still held ${clearLimitMs / 1000} s after the drill began, before the part was stopped`)
  }
  await sleep(1_000)
  // Both times run from the moment the part is told to stop / to start (an instance's drain and start count).
  const stoppedAt = Date.now()
  await drill.stop()
  const detectMs = await until(() => holds(prometheus, drill.expression), 60_000).then((ms) => (ms === null ? null : Date.now() - stoppedAt))
  await drill.whileAway?.()
  // The series shows a failure at the scrape after it (every second): wait for it to move, bounded.
  let metricAfter = metricBefore
  await until(async () => (metricAfter = await scalar(prometheus, drill.metric)) > metricBefore, 15_000)
  const startedAt = Date.now()
  await drill.start()
  const allReady = async () => (await call(cluster.a.baseUrl, '/api/ready')).status === 200 && (await call(cluster.b.baseUrl, '/api/ready')).status === 200
  const recoverMs = await until(async () => !(await holds(prometheus, drill.expression)) && (await allReady()), 120_000).then((ms) => (ms === null ? null : Date.now() - startedAt))
  await sleep(1_000)
  const { counts, acked } = await load.stop()
  const stored = await storedMarkers(cluster.nginx.url, run)
  const lost = [...acked].filter((marker) => !stored.has(marker)).length
  // Each acknowledged enquiry's staff notice reaches the mail server once (the outbox retries
  // every 10 s at first): wait for them, then count.
  const notices = () => smtp.received.slice(mailsBefore).map((mail) => `${mail.text ?? ''}${mail.html || ''}`)
  // The enquirer's address names the marker exactly (`c1n1` is a prefix of `c1n10`).
  const noticeCount = (marker: string) => notices().filter((text) => text.includes(`${marker}@example.com`)).length
  await until(async () => [...acked].every((marker) => noticeCount(marker) >= 1), 90_000)
  const mailsLost = [...acked].filter((marker) => noticeCount(marker) === 0).length
  const mailsDoubled = [...acked].filter((marker) => noticeCount(marker) > 1).length
  return {
    fault: drill.fault,
    alert: drill.alert,
    clearMs,
    detectMs,
    recoverMs,
    requests: counts.requests,
    failed: counts.failed,
    failures: counts.failures,
    writes: { acknowledged: counts.acknowledged, refused503: counts.refused503, refusedOtherwise: counts.refusedOtherwise, wrongLanguage: counts.wrongLanguage },
    lost,
    metricBefore,
    metricAfter,
    mailsLost,
    mailsDoubled,
  }
}

/** The summary's table: fault, time to detect, time to recover, requests failed, items lost. */
export function drillTable(results: DrillResult[]): string[] {
  const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`)
  const rows = results.map((result) => [
    result.fault,
    `${seconds(result.detectMs)} (${result.alert})`,
    seconds(result.recoverMs),
    `${result.failed} of ${result.requests}${result.failed ? ` (${Object.entries(result.failures).map(([kind, count]) => `${kind}: ${count}`).join(', ')})` : ''}`,
    `${result.lost + result.mailsLost} (enquiries ${result.lost}, mails ${result.mailsLost}; ${result.writes.acknowledged} acknowledged, ${result.writes.refused503} refused 503)`,
  ])
  const header = ['fault', 'time to detect', 'time to recover', 'requests failed', 'items lost']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  const waits = results.filter((result) => result.clearMs >= 1_000).map((result) => `${result.fault}: ${result.alert}'s expression held when the drill began; cleared after ${seconds(result.clearMs)}, then the part was stopped`)
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), ...waits]
}
