/**
 * server/request-turns.ts: the server starts the requests Next handles one per turn of the
 * event loop, first come first started, so that a new connection is let in between two requests
 * instead of after every request that was waiting (issue 15: Node accepts one connection a turn).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createRequestTurns } from '../../server/request-turns.ts'

let server: net.Server | null = null
const sockets: net.Socket[] = []
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
  server?.close()
  server = null
})

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('request turns', () => {
  it('starts each request in its own asynchronous context (the front door’s decision travels in it)', async () => {
    const inTurn = createRequestTurns()
    const context = new AsyncLocalStorage<string>()
    const seen: (string | undefined)[] = []
    for (const id of ['a', 'b', 'c']) context.run(id, () => inTurn(() => seen.push(context.getStore())))
    for (let i = 0; i < 6; i++) await turn()
    expect(seen).toEqual(['a', 'b', 'c'])
  })

  it('starts the requests in the order they came, none of them at once', async () => {
    const inTurn = createRequestTurns()
    const started: number[] = []
    for (const n of [1, 2, 3, 4]) inTurn(() => started.push(n))
    expect(started).toEqual([])
    for (let i = 0; i < 6; i++) await turn()
    expect(started).toEqual([1, 2, 3, 4])
    // and again once the queue has run dry
    inTurn(() => started.push(5))
    await turn()
    await turn()
    expect(started).toEqual([1, 2, 3, 4, 5])
  })

  it('lets the loop accept a new connection between two starts', async () => {
    const events: string[] = []
    server = net.createServer((socket) => {
      sockets.push(socket)
      events.push('accepted')
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const inTurn = createRequestTurns()
    // The first request's work opens a connection; a loop that ran every waiting request in one
    // turn would start the other two before it polls for connections again.
    inTurn(() => {
      events.push('start 1')
      sockets.push(net.connect(port, '127.0.0.1'))
      const until = Date.now() + 20 // the handshake completes meanwhile (loopback)
      while (Date.now() < until) {
        // a request's synchronous work
      }
    })
    inTurn(() => events.push('start 2'))
    inTurn(() => events.push('start 3'))
    const deadline = Date.now() + 2000
    while (!events.includes('start 3') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(events).toEqual(['start 1', 'accepted', 'start 2', 'start 3'])
  })
})
