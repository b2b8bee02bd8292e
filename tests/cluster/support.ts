/**
 * Helpers for the cluster tests (tests/cluster): the cluster itself comes from
 * scripts/tooling/cluster.mjs. The instances trust two proxy hops (TRUST_PROXY=2): through nginx a
 * client names its address in X-Forwarded-For and nginx appends its own; straight to an instance
 * the client adds the hop nginx would have added.
 */
import { randomBytes } from 'node:crypto'
import { appendFileSync } from 'node:fs'

export { adminToken, acknowledged, call, cms, onExit, sleep, storedMarkers, type Answer } from '../resilience/support'
export { describeTls } from './tls'

export const workDir = process.env.CLUSTER_DIR ?? '.tmp/cluster'

export const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
export const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** X-Forwarded-For for `client` as the instance behind nginx would see it. */
export function forwardedFor(client: string, direct: boolean): string {
  return direct ? `${client}, 127.0.0.1` : client
}

let counter = 0
/** A client address no other test uses (one /64 each: the site counts IPv6 clients by /64). */
export function newClient(): string {
  counter += 1
  return `2001:db8:${randomBytes(2).toString('hex')}:${counter.toString(16)}::1`
}

/** A staff write to Payload's REST API (/api/cms), with a JWT from any instance. */
export async function cmsWrite<T>(baseUrl: string, token: string, method: 'PATCH' | 'POST', pathname: string, body: BodyInit, contentType?: string): Promise<T> {
  const headers: Record<string, string> = { Authorization: `JWT ${token}` }
  if (contentType) headers['Content-Type'] = contentType
  const response = await fetch(`${baseUrl}/api/cms${pathname}`, { method, headers, body })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} /api/cms${pathname}: HTTP ${response.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

/**
 * Polls `read` until it returns true; the time from the start to when that read was sent, or
 * null when no read sent within `limitMs` returned true. Timed from the send: how long a page
 * takes to render on a busy machine is not how long an edit takes to arrive.
 */
export async function timeUntil(read: () => Promise<boolean>, limitMs: number, everyMs = 50): Promise<number | null> {
  const started = Date.now()
  for (let sent = 0; sent <= limitMs; sent = Date.now() - started) {
    if (await read()) return sent
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  return null
}

export async function pageText(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Headers }> {
  try {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(10_000) })
    return { status: response.status, text: await response.text(), headers: response.headers }
  } catch {
    return { status: 0, text: '', headers: new Headers() }
  }
}

/** One line of figures for the stage's summary (scripts/test.mjs prints them). */
export function report(line: string): void {
  console.log(`[cluster] ${line}`)
  if (process.env.CLUSTER_REPORT) appendFileSync(process.env.CLUSTER_REPORT, `${line}\n`)
}
