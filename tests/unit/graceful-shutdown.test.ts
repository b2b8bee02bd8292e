/**
 * server/graceful-shutdown.ts on a real HTTP server over real sockets: on drain, new
 * connections are refused, idle kept-alive connections close at once, a request in flight gets
 * its whole answer and then its connection closes, and the deadline cuts what is still running.
 * (tests/resilience/sigterm.test.ts does the same to the site's own server with SIGTERM.)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { isDraining } from '@/data/readiness/draining'

import { defaultGraceSeconds, shutdownGraceMs, trackForShutdown } from '../../server/graceful-shutdown.ts'

const quiet = { log: () => undefined }
let server: Server | null = null
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  server = null
})

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<number> {
  server = createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as net.AddressInfo).port
}

/** A raw connection: everything the server sends until it closes the connection. */
function connect(port: number, request: string) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => (received += chunk))
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)))
  socket.on('error', () => undefined)
  socket.write(request)
  return { socket, closed, received: () => received }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`

async function until(condition: () => boolean, ms = 2000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

describe('graceful shutdown', () => {
  it('refuses new connections, closes idle ones at once, finishes the one in flight, then reports 0', async () => {
    let release = () => undefined as void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const port = await listen((req, res) => {
      if (req.url === '/slow') void gate.then(() => res.end('slow answer, all of it'))
      else res.end('quick')
    })
    const { drain } = trackForShutdown(server!, { graceMs: 10_000, ...quiet })

    const idle = connect(port, get('/quick'))
    await until(() => idle.received().includes('quick'))
    const busy = connect(port, get('/slow'))
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(isDraining()).toBe(false)
    const drained = drain()
    expect(isDraining(), '/api/ready answers 503 from now on').toBe(true)
    const idleText = await idle.closed
    expect(idleText.match(/HTTP\/1\.1 200/g)).toHaveLength(1)
    expect(await refused(port)).toBe(true)
    expect(busy.received()).toBe('')

    release()
    const busyText = await busy.closed
    expect(busyText).toMatch(/^HTTP\/1\.1 200/)
    expect(busyText).toMatch(/\r\nConnection: close\r\n/i)
    expect(busyText.endsWith('slow answer, all of it')).toBe(true)
    expect(await drained).toBe(0)
  })

  it('closes a kept-alive connection whose headers had left once its body is out', async () => {
    let release = () => undefined as void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const port = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      res.write('first half, ')
      void gate.then(() => res.end('second half'))
    })
    const { drain } = trackForShutdown(server!, { graceMs: 10_000, ...quiet })
    const busy = connect(port, get('/streaming'))
    await until(() => busy.received().includes('first half'))

    const drained = drain()
    release()
    const text = await busy.closed
    expect(text).toMatch(/keep-alive/i)
    expect(text).toMatch(/first half, /)
    expect(text).toMatch(/second half\r\n0\r\n\r\n$/) // the chunked body ended properly
    expect(await drained).toBe(0)
  })

  it('cuts what is still running at the deadline and reports 1', async () => {
    const port = await listen(() => undefined) // never answers
    const { drain } = trackForShutdown(server!, { graceMs: 300, ...quiet })
    const stuck = connect(port, get('/never'))
    await new Promise((resolve) => setTimeout(resolve, 50))

    const started = Date.now()
    expect(await drain()).toBe(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await stuck.closed).toBe('')
  })

  it('reads SHUTDOWN_GRACE_SECONDS, with the default for anything but a positive number', () => {
    expect(defaultGraceSeconds).toBe(10)
    expect(shutdownGraceMs(undefined)).toBe(10_000)
    expect(shutdownGraceMs('25')).toBe(25_000)
    expect(shutdownGraceMs('2.5')).toBe(2_500)
    for (const bad of ['', '0', '-3', 'ten', 'Infinity']) expect(shutdownGraceMs(bad), bad).toBe(10_000)
  })
})
