/**
 * Issue 26, "Stalled bodies": a body that stops arriving gets 408 within
 * REQUEST_BODY_TIMEOUT_SECONDS, one that keeps moving is never cut, and CONNECT is answered 405 at
 * once. Against a real node:http server with the steps of server/serve.ts; raw sockets send
 * exactly the bytes the probe sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { bodyTimeoutMs, createBodyWatch, defaultBodyTimeoutSeconds, hasBody } from '../../server/body-timeout.ts'
import { allowedMethods, answerConnect } from '../../server/request-guard.ts'

const closers: (() => void)[] = []
afterEach(() => closers.splice(0).forEach((close) => close()))

/** A server whose handler reads the whole body, as a route does, then answers 200 with its length. */
async function serverWith(timeoutMs: number) {
  const watch = createBodyWatch({ timeoutMs, checkEveryMs: 50 })
  const bodiesEnded: string[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    watch.watch(req, res)
    let length = 0
    req.on('data', (chunk: Buffer) => (length += chunk.length))
    req.on('end', () => res.end(`read ${length}`))
    req.on('close', () => bodiesEnded.push(req.complete ? 'complete' : 'cut short'))
  })
  server.on('connect', answerConnect)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => (watch.stop(), server.close(), server.closeAllConnections()))
  return { port: (server.address() as AddressInfo).port, watch, bodiesEnded }
}

/** Writes `parts` to the server with `gapMs` between them; what came back, when, and how it ended. */
function exchange(port: number, parts: string[], gapMs = 0) {
  return new Promise<{ text: string; ms: number; ending: string }>((resolve) => {
    const started = Date.now()
    let text = ''
    const socket = connect(port, '127.0.0.1', async () => {
      for (const part of parts) {
        if (socket.destroyed) break
        socket.write(part)
        await new Promise((wait) => setTimeout(wait, gapMs))
      }
    })
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ text, ms: Date.now() - started, ending: error.code ?? error.message }))
    socket.on('close', () => resolve({ text, ms: Date.now() - started, ending: 'close' }))
  })
}

const head = (length: number) => `POST /api/front/leaveMessage HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`

describe('a body that stalls', () => {
  it('gets 408 and a closed connection once no byte has come for the timeout', async () => {
    const { port, watch, bodiesEnded } = await serverWith(300)
    const answer = await exchange(port, [head(100), '{"content":'])
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(answer.text).toContain('Connection: close')
    expect(answer.ms).toBeGreaterThanOrEqual(300)
    expect(answer.ms).toBeLessThan(3000)
    expect(answer.ending).toBe('close')
    expect(watch.size()).toBe(0)
    // The handler awaiting the body is let go, not left hanging.
    await expect.poll(() => bodiesEnded, { timeout: 3000 }).toEqual(['cut short'])
  })

  it('answers twelve stalled at once, each within the timeout', async () => {
    const { port } = await serverWith(300)
    const answers = await Promise.all(Array.from({ length: 12 }, () => exchange(port, [head(50), '{'])))
    for (const answer of answers) {
      expect(answer.text).toMatch(/^HTTP\/1\.1 408 /)
      expect(answer.ms).toBeLessThan(3000)
    }
  })

  it('never cuts a body that keeps moving, however long it takes in all', async () => {
    const { port, watch } = await serverWith(300)
    const parts = Array.from({ length: 8 }, () => 'x'.repeat(10))
    const answer = await exchange(port, [head(80), ...parts], 150)
    expect(answer.ms).toBeGreaterThan(1000)
    expect(answer.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*read 80$/)
    await expect.poll(() => watch.size()).toBe(0)
  })

  it('leaves requests without a body alone', async () => {
    expect(hasBody({ headers: {} })).toBe(false)
    expect(hasBody({ headers: { 'content-length': '0' } })).toBe(false)
    expect(hasBody({ headers: { 'content-length': '5' } })).toBe(true)
    expect(hasBody({ headers: { 'transfer-encoding': 'chunked' } })).toBe(true)
    const { port, watch } = await serverWith(300)
    const answer = await exchange(port, ['GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'])
    expect(answer.text).toMatch(/^HTTP\/1\.1 200 /)
    expect(watch.size()).toBe(0)
  })

  it('waits REQUEST_BODY_TIMEOUT_SECONDS, 10 by default; a value that is no positive whole number keeps it', () => {
    expect(defaultBodyTimeoutSeconds).toBe(10)
    expect(bodyTimeoutMs({})).toBe(10_000)
    expect(bodyTimeoutMs({ REQUEST_BODY_TIMEOUT_SECONDS: '3' })).toBe(3_000)
    for (const bad of ['0', '-1', 'x', '1.5', '']) expect(bodyTimeoutMs({ REQUEST_BODY_TIMEOUT_SECONDS: bad }), bad).toBe(10_000)
  })
})

describe('CONNECT', () => {
  it('is answered 405 with Allow at once, and the connection closes', async () => {
    const { port } = await serverWith(300)
    const answer = await exchange(port, ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'])
    expect(answer.text).toBe(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    expect(answer.ms).toBeLessThan(1000)
    expect(answer.ending).toBe('close')
  })
})
