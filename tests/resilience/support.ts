/**
 * Helpers for the resilience tests: a database prepared by `npm start`'s database step, the
 * existing build served by server/serve.ts (never rebuilt), enquiries posted under load, and
 * a staff login to read back what was stored. scripts/test.mjs gives the env: RESILIENCE_DIR
 * (databases and server logs), PAYLOAD_SECRET, ADMIN_EMAIL / ADMIN_PASSWORD, RESILIENCE_REPORT.
 */
import { closeSync, appendFileSync, openSync, rmSync } from 'node:fs'
import path from 'node:path'

import { runDatabaseStep } from '../../server/database-step.ts'
import { startServer } from '../../scripts/tooling/server.mjs'

export const workDir = process.env.RESILIENCE_DIR ?? path.resolve('.tmp/resilience')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'test-admin-password' }

/** The site's env on `databaseUri`: client addresses from X-Forwarded-For, allowances out of the way of the load. */
function siteEnv(databaseUri: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts',
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'test-secret-resilience',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    MEDIA_DIR: path.join(workDir, 'media'),
    TRUST_PROXY: '1',
    API_REQUESTS_PER_MINUTE: '1000000',
    ENQUIRY_ACCEPTED_PER_WINDOW: '1000000',
  }
}

/** Migrate and seed `databaseUri` (output in the log folder); throws when the step fails. */
export function prepareDatabase(databaseUri: string, name: string): void {
  const fd = openSync(path.join(workDir, `${name}-database-step.log`), 'a')
  try {
    const prepared = runDatabaseStep({ env: { ...process.env, ...siteEnv(databaseUri) }, stdio: fd })
    if (!prepared) throw new Error(`the database step failed for ${name}; see ${workDir}/${name}-database-step.log`)
    // As `npm start` does after seeding: data cached from another database must not answer here.
    if (prepared.seeded) rmSync(path.join(distDir, 'cache'), { recursive: true, force: true })
  } finally {
    closeSync(fd)
  }
}

export type Site = Awaited<ReturnType<typeof startServer>>

/** Serves the existing build on `databaseUri` (server/serve.ts: no migration, no build), with `env` on top. */
export function startSite(databaseUri: string, name: string, env: Record<string, string> = {}): Promise<Site> {
  return startServer({
    script: 'server/serve.ts',
    env: { ...siteEnv(databaseUri), ...env },
    logFile: path.join(workDir, `${name}.log`),
    timeoutMs: 120_000,
    log: () => undefined,
  })
}

/** Something to undo if the test process ends early (servers and clusters outlive it otherwise). */
const cleanups = new Set<() => void>()
export function onExit(cleanup: () => void): () => void {
  cleanups.add(cleanup)
  return () => void cleanups.delete(cleanup)
}
process.once('exit', () => cleanups.forEach((cleanup) => cleanup()))

export interface Answer {
  status: number
  ms: number
  headers: Headers
  body: { result?: boolean; data?: unknown; message?: string } | null
}

/** One call with a 10 s limit; a refused connection or a timeout is status 0 (never thrown). */
export async function call(baseUrl: string, pathname: string, init: RequestInit = {}): Promise<Answer> {
  const started = Date.now()
  try {
    const response = await fetch(baseUrl + pathname, { ...init, signal: AbortSignal.timeout(10_000) })
    const text = await response.text()
    let body: Answer['body'] = null
    try {
      body = JSON.parse(text) as Answer['body']
    } catch {}
    return { status: response.status, ms: Date.now() - started, headers: response.headers, body }
  } catch {
    return { status: 0, ms: Date.now() - started, headers: new Headers(), body: null }
  }
}

export function postJson(baseUrl: string, pathname: string, body: unknown, client: string): Promise<Answer> {
  return call(baseUrl, pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify(body),
  })
}

export function postEnquiry(baseUrl: string, marker: string, client: string, language: 'zh' | 'en' = 'en'): Promise<Answer> {
  const email = `${marker.replace(/[^a-z0-9]/gi, '')}@example.com`
  return postJson(baseUrl, '/api/front/leaveMessage', { content: `resilience ${marker}`, email, language }, client)
}

export const acknowledged = (answer: Answer) => answer.status === 201 && answer.body?.result === true

export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const body = (await response.json()) as { token?: string }
  if (!response.ok || !body.token) throw new Error(`admin login failed: HTTP ${response.status}`)
  return body.token
}

/** A staff read of Payload's REST API (/api/cms). */
export async function cms<T>(baseUrl: string, token: string, pathname: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/cms${pathname}`, { headers: { Authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`GET /api/cms${pathname}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/** The markers of the stored enquiries whose content holds `runMarker`, read back by staff. */
export async function storedMarkers(baseUrl: string, runMarker: string): Promise<Set<string>> {
  const token = await adminToken(baseUrl)
  const query = `where[content][contains]=${encodeURIComponent(runMarker)}&pagination=false&depth=0&select[content]=true`
  const { docs } = await cms<{ docs: { content: string }[] }>(baseUrl, token, `/enquiries?${query}`)
  return new Set(docs.map((doc) => doc.content.replace(/^resilience /, '')))
}

/** Adds one line of figures to the stage's report (scripts/test.mjs prints it in the summary). */
export function report(line: string): void {
  console.log(`[resilience] ${line}`)
  if (process.env.RESILIENCE_REPORT) appendFileSync(process.env.RESILIENCE_REPORT, `${line}\n`)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
