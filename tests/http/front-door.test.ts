/**
 * Issue 35, the front door against the built server: the client's address is decided once, from
 * the socket or the trusted proxy's hop, before anything answers, and the log records only that —
 * never an address the visitor wrote. Two servers of their own on the stage's build and copies of
 * its database, one with TRUST_PROXY=1 (nginx in front) and one without: the stage's own server's
 * log counts a 4xx line past three a minute rather than writing it, and other files fill that.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startServer } from '../../scripts/tooling/server.mjs'
import { serverLogLines, url } from './support'

const dir = mkdtempSync(path.join(os.tmpdir(), 'front-door-'))
type Site = Awaited<ReturnType<typeof startServer>>
let direct: Site
let proxied: Site

/** A copy of the stage's SQLite database, so that the second server's jobs never take the stage's. */
function databaseCopy(name: string): string {
  const copy = path.join(dir, `${name}.db`)
  const database = new Database(String(process.env.DATABASE_URI).replace(/^file:/, ''))
  database.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
  database.close()
  return `file:${copy}`
}

const logFileOf = (name: string) => path.join(dir, `${name}.log`)
const start = (name: string, trustProxy: string) =>
  startServer({
    script: 'server/serve.ts',
    env: { DATABASE_URI: databaseCopy(name), TRUST_PROXY: trustProxy, METRICS_PORT: '', LOG_FORMAT: 'json', JOBS_INTERVAL_SECONDS: '3600' },
    logFile: logFileOf(name),
    log: () => undefined,
  })

beforeAll(async () => {
  ;[direct, proxied] = await Promise.all([start('direct', '0'), start('proxied', '1')])
})
afterAll(() => Promise.all([direct?.stop(), proxied?.stop()]))

async function logLineOf(id: string, file?: string) {
  let found: Record<string, unknown> | undefined
  await expect.poll(() => (found = serverLogLines(file).find((line) => line.msg === 'request' && line.reqId === id)), { timeout: 5000 }).toBeDefined()
  return found!
}

const forged = { 'X-Client-IP': '6.6.6.6', 'X-Forwarded-For': '7.7.7.7' }

describe('the client address in the log', () => {
  it('without TRUST_PROXY, is the socket’s, whatever the request says', async () => {
    for (const path of ['/', '/api/front/productCategory', '/%zz']) {
      const response = await fetch(`${direct.baseUrl}${path}`, { headers: forged })
      await response.arrayBuffer()
      expect(await logLineOf(response.headers.get('x-request-id')!, logFileOf('direct')), path).toMatchObject({ client: '127.0.0.1' })
    }
  })

  it('with TRUST_PROXY=1, is the hop the proxy added, never X-Client-IP — also for answers given before Next (cached pages, refusals)', async () => {
    for (const path of ['/', '/', '/api/front/productCategory', '/%zz']) {
      const response = await fetch(`${proxied.baseUrl}${path}`, { headers: { ...forged, 'X-Forwarded-For': 'forged-by-client, 7.7.7.7' } })
      await response.arrayBuffer()
      expect(await logLineOf(response.headers.get('x-request-id')!, logFileOf('proxied')), path).toMatchObject({ client: '7.7.7.7' })
    }
  })
})

describe('the language of an answer given before Next', () => {
  it('is a page’s address’s, and a call’s `language`, then Accept-Language', async () => {
    const page = await fetch(url('/en/mdm'), { method: 'PROPFIND' })
    expect([page.status, await page.text()]).toEqual([405, 'Method not allowed.\n'])
    const call = await fetch(url('/api/front/%zz?language=1'), { headers: { 'Accept-Language': 'zh-CN' } })
    expect([call.status, (await call.json()).message]).toEqual([400, 'The request is malformed.'])
    const preferred = await fetch(url('/api/admin/%zz'), { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })
    expect((await preferred.json()).message).toBe('The request is malformed.')
  })
})
