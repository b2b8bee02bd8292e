/**
 * The parts the fault drills stop and start again (tests/cluster/drills.ts runs them), each with the
 * alert whose expression must hold while it is away — read from Prometheus's rules API, so the
 * drill checks the rules it actually runs — and the series that must move.
 */
import { expect } from 'vitest'

import type { startCluster } from '../../scripts/tooling/cluster.mjs'
import type { startPrometheus } from '../../scripts/tooling/prometheus.mjs'
import { freePort } from '../../scripts/tooling/postgres.mjs'
import { startRedis } from '../../scripts/tooling/redis.mjs'
import { startS3 } from '../../scripts/tooling/s3.mjs'
import { messages } from '../../src/rules/messages'
import { testSmtp, type TestSmtp } from '../integration/support/smtp'
import type { Drill, DrillResult } from './drills'
import { call, cms, cmsWrite, pageText, timeUntil } from './support'

type Cluster = Awaited<ReturnType<typeof startCluster>>
type Prometheus = Awaited<ReturnType<typeof startPrometheus>>

export interface DrillParts {
  cluster: Cluster
  smtp: TestSmtp
  /** Each alert's expression, as Prometheus loaded it from deploy/alerts.yml. */
  expressions: Record<string, string>
  /** A picture's file address (/api/cms/media/file/…), kept in the bucket. */
  mediaPath: string
  s3Dir: string
  /** What the drills started anew, for the test's afterAll to stop. */
  restarted: { redis?: { stop(): void }; s3?: { stop(): Promise<void> } }
}

/** The staff notices' mail server, and the settings that send the instances' mail to it (jobs every 2 s). */
export async function startMailServer(): Promise<{ smtp: TestSmtp; env: Record<string, string> }> {
  const port = await freePort()
  const smtp = testSmtp(port)
  await smtp.start()
  return { smtp, env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), ENQUIRY_NOTIFY_TO: 'sales@example.com', JOBS_INTERVAL_SECONDS: '2' } }
}

/** What the drills work on: the alerts' expressions as Prometheus loaded them (its rules API), a picture in the bucket. */
export async function drillParts(cluster: Cluster, smtp: TestSmtp, prometheus: Prometheus, token: string, s3Dir: string): Promise<DrillParts> {
  const body = (await (await fetch(`${prometheus.url}/api/v1/rules?type=alert`)).json()) as { data: { groups: { rules: { name: string; query: string }[] }[] } }
  const expressions = Object.fromEntries(body.data.groups.flatMap((group) => group.rules.map((rule) => [rule.name, rule.query])))
  const media = await cms<{ docs: { filename: string }[] }>(cluster.a.baseUrl, token, '/media?limit=1&depth=0&sort=id')
  return { cluster, smtp, expressions, mediaPath: `/api/cms/media/file/${media.docs[0]!.filename}`, s3Dir, restarted: {} }
}

/** The outbox alert's threshold is 10 minutes; the drill lowers it to 5 s (a drill lasts a minute). */
export const outboxDrillSeconds = 5

export function faultDrills(parts: DrillParts): Drill[] {
  const { cluster, smtp, expressions } = parts
  const ready = (base: string) => call(base, '/api/ready')
  const outboxExpression = expressions.SiteOutboxStuck!.replace(/> 600$/, `> ${outboxDrillSeconds}`)
  expect(outboxExpression, 'SiteOutboxStuck ends with its 600 s threshold').not.toBe(expressions.SiteOutboxStuck)
  return [
    {
      fault: 'PostgreSQL',
      alert: 'SiteInstanceNotReady',
      expression: expressions.SiteInstanceNotReady!,
      metric: 'sum(site_database_query_errors_total)',
      stop: () => cluster.postgres.halt('fast'),
      start: () => cluster.postgres.resume(),
      async whileAway() {
        expect((await ready(cluster.a.baseUrl)).body?.data).toMatchObject({ failing: ['database'] })
      },
    },
    {
      fault: 'Redis',
      alert: 'SiteInstanceNotReady',
      expression: expressions.SiteInstanceNotReady!,
      metric: 'sum(site_dependency_errors_total{service="redis"})',
      stop: () => cluster.redis.kill(),
      async start() {
        parts.restarted.redis = await startRedis({ port: cluster.redis.port })
      },
      async whileAway() {
        expect((await ready(cluster.a.baseUrl)).body?.data).toMatchObject({ failing: ['redis'] })
        expect((await call(cluster.a.baseUrl, '/api/health')).status).toBe(200)
      },
    },
    {
      fault: 'S3 server',
      alert: 'SiteInstanceNotReady',
      expression: expressions.SiteInstanceNotReady!,
      metric: 'sum(site_dependency_errors_total{service="s3"})',
      stop: () => cluster.s3.stop(),
      async start() {
        parts.restarted.s3 = await startS3({ dir: parts.s3Dir, port: cluster.s3.port })
      },
      async whileAway() {
        const media = await fetch(cluster.a.baseUrl + parts.mediaPath, { headers: { 'Accept-Language': 'en' }, signal: AbortSignal.timeout(30_000) })
        expect(media.status, 'a picture while the bucket is away').toBe(503)
        expect(await media.text()).toBe(messages.serviceUnavailable.en)
      },
    },
    {
      fault: 'SMTP server',
      alert: `SiteOutboxStuck (threshold ${outboxDrillSeconds} s)`,
      expression: outboxExpression,
      metric: 'sum(site_outbox_failed_total)',
      stop: () => smtp.stop(),
      start: () => smtp.start(),
    },
    {
      fault: 'one instance (A)',
      alert: 'SiteInstanceDown',
      expression: expressions.SiteInstanceDown!,
      metric: 'count(up{job="site"} == 0) or vector(0)',
      stop: () => cluster.a.stop(),
      async start() {
        cluster.a = await cluster.restart('a')
      },
    },
  ]
}

/** What every drill must show (the table is printed before, so a failure still leaves the figures). */
export function checkDrills(results: DrillResult[]): void {
  for (const result of results) {
    const name = result.fault
    expect(result.detectMs, `${name}: ${result.alert}'s expression held`).not.toBeNull()
    expect(result.recoverMs, `${name}: recovered without a restart`).not.toBeNull()
    expect(result.metricAfter, `${name}: its metric moved`).toBeGreaterThan(result.metricBefore)
    expect(result.failed, `${name}: requests failed`).toBe(0)
    expect(result.writes.wrongLanguage, `${name}: 503s not in the visitor's language`).toBe(0)
    expect(result.writes.acknowledged, `${name}: enquiries acknowledged`).toBeGreaterThan(0)
    expect([result.lost, result.mailsLost, result.mailsDoubled], `${name}: enquiries lost, mails lost, mails sent twice`).toEqual([0, 0, 0])
  }
  expect(results.find((result) => result.fault === 'PostgreSQL')?.writes.refused503, 'writes refused with 503 while PostgreSQL was away').toBeGreaterThan(0)
}

/** Whether shared state works again: an edit saved on instance A shows on B's page within 20 s. */
export async function editTravels(cluster: Cluster, token: string, product: { id: number; path: string }): Promise<boolean> {
  const title = `恢复后-${Date.now().toString(36)}`
  const back = await timeUntil(async () => {
    await cmsWrite(cluster.a.baseUrl, token, 'PATCH', `/products/${product.id}?locale=zh`, JSON.stringify({ firstTitle: title }), 'application/json')
    return (await timeUntil(async () => (await pageText(cluster.b.baseUrl + product.path)).text.includes(title), 2_000, 50)) !== null
  }, 20_000, 500)
  return back !== null
}
