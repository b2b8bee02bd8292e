/**
 * Issue 26's attack probe against the built server: what an anonymous client error costs the
 * server log (the probe's two worst, 1.27 kB and 1.4 kB of stack each time, and the rest of its
 * list), a body that stalls (408 within REQUEST_BODY_TIMEOUT_SECONDS, 10 by default) and CONNECT
 * (405 at once). Raw sockets send exactly the bytes the probe sent. The server log is SERVER_LOG
 * (set by `npm test`); the http files run one at a time, so its growth is this file's.
 */
import { statSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { connect } from 'node:net'

import { describe, expect, it } from 'vitest'

import { baseUrl, clientAddress } from './support'

const { hostname, port } = new URL(baseUrl)

function send(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: target, headers: { 'x-forwarded-for': clientAddress(), ...headers } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Writes raw bytes, keeps the connection open; what came back, when, and how it ended. */
function raw(bytes: string, waitMs: number) {
  return new Promise<{ text: string; ms: number; ending: string }>((resolve) => {
    const started = Date.now()
    let text = ''
    const socket = connect(Number(port), hostname, () => socket.write(bytes))
    socket.setEncoding('utf8')
    socket.setTimeout(waitMs, () => (socket.destroy(), resolve({ text, ms: Date.now() - started, ending: 'still open' })))
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ text, ms: Date.now() - started, ending: error.code ?? error.message }))
    socket.on('close', () => resolve({ text, ms: Date.now() - started, ending: 'close' }))
  })
}

const logFile = () => {
  const file = process.env.SERVER_LOG
  expect(file, 'SERVER_LOG (the server log) must be set').toBeTruthy()
  return file!
}

/**
 * What the log grew by since `before`, less the count lines (`"counted":true`, server/log.ts) of
 * earlier floods whose minute happened to end now: they account for the requests they count
 * (an earlier file's thousands), not for these.
 */
function grownSince(before: number): string {
  return readFileSync(logFile())
    .subarray(before)
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.includes('"counted":true'))
    // The jobs runner's own lines (a mail another test left waiting for a stopped SMTP server) are
    // the server's background work, written whatever the requests measured here.
    .filter((line) => !line.includes('Jobs runner:'))
    .join('\n')
}

/** The probe's anonymous client errors, each with the status it gets. */
const clientErrors: { name: string; send: () => Promise<number>; status: number }[] = [
  { name: 'GET /api/cms/products?where=xxxxxxxx', send: () => send('GET', '/api/cms/products?where=xxxxxxxx'), status: 400 },
  {
    name: 'a multipart sign-in cut short',
    send: () => send('POST', '/api/cms/users/login', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken'),
    status: 400,
  },
  { name: 'a multipart upload that is junk', send: () => send('POST', '/api/cms/media', { 'content-type': 'multipart/form-data; boundary=y' }, 'junk'), status: 400 },
  { name: 'GET /api/cms/users', send: () => send('GET', '/api/cms/users'), status: 403 },
  { name: 'a made-up server action id', send: () => send('POST', '/en/mdm', { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' }, 'x'), status: 409 },
  { name: 'GET /%25zz', send: () => send('GET', '/%25zz'), status: 404 },
  { name: 'GET /_next/image?url=/api/cms/media//file/x', send: () => send('GET', '/_next/image?w=640&q=75&url=/api/cms/media//file/x'), status: 400 },
]

describe('the server log and anonymous client errors (issue 26)', () => {
  it.each(clientErrors)('$name: its status, and less than 100 bytes of log a request, no stack', async ({ send: request, status }) => {
    expect(await request()).toBe(status)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const before = statSync(logFile()).size
    const count = 40
    for (let i = 0; i < count; i++) expect(await request()).toBe(status)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const grown = grownSince(before)
    expect(Buffer.byteLength(grown) / count, grown.slice(0, 2000)).toBeLessThan(100)
    expect(grown).not.toMatch(/^\s+at /m)
  })
})

describe('a body that stalls (issue 26)', () => {
  const stalled = (target: string) =>
    raw(`POST ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 200\r\nX-Forwarded-For: ${clientAddress()}\r\n\r\n{"content":"x`, 25_000)

  it('gets 408 within REQUEST_BODY_TIMEOUT_SECONDS (10), twelve at once, on the enquiry, an event and the CMS', { timeout: 40_000 }, async () => {
    const targets = ['/api/front/leaveMessage', '/api/front/0123456789abcdef01234567', '/api/cms/users/login']
    const before = statSync(logFile()).size
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => stalled(targets[i % targets.length]!)))
    for (const [i, answer] of answers.entries()) {
      expect(answer.text, targets[i % targets.length]).toMatch(/^HTTP\/1\.1 408 /)
      expect(answer.ms).toBeGreaterThanOrEqual(9_000)
      expect(answer.ms).toBeLessThan(13_000)
      expect(answer.ending).toBe('close')
    }
    // …and the server still answers; the readers let go wrote no stack (a body cut short is the client's).
    expect(await send('GET', '/api/front/siteSettings?language=zh')).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const grown = grownSince(before)
    expect(grown).not.toMatch(/^\s+at /m)
    expect(Buffer.byteLength(grown) / answers.length, grown.slice(0, 2000)).toBeLessThan(100)
  })
})

describe('CONNECT (issue 26)', () => {
  it('gets 405 with Allow at once, and the connection closes', async () => {
    const answer = await raw(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`, 5_000)
    expect(answer.text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/)
    expect(answer.ms).toBeLessThan(2_000)
    expect(answer.ending).toBe('close')
  })
})
