// POST routes answered by their own handler without the rest of Next's request machinery
// (server/serve.ts). A route registers its handler in the registry when Next loads its module
// (src/app/api/_lib/directRoutes.ts: today POST /api/front/leaveMessage); this step hands it the
// request as a NextRequest (`next/server`, Next's public request class) and writes its Response.
// The handler, its module instances and so every check and message stay the route's own.
//
// Why: issue 15's profile gave about half of every enquiry's server time to Next's router and
// app-route module (route matching, rewrites, the incremental cache, request stores, a second
// web Request and a streamed web Response) around a handler that needs none of it (bench:pieces
// measures it again). Left out: Next's `Vary: rsc, next-router-*` (a POST answer is never stored)
// and chunked encoding (the answer goes out with its Content-Length).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'

import { registry, type DirectRoute } from '@rugged/front-door/registry'

const require = createRequire(import.meta.url)

/**
 * The request's body as a web stream that starts reading only when the handler reads it: a body
 * the handler refuses unread is then left to Node, which discards it and keeps the connection
 * usable. Once read, it reads on as the data comes, as Next's own request body does: the rest of an
 * upload refused as too large (413, the connection closed after it) still arrives, so the client
 * is done sending and reads its answer instead of failing on a closed connection.
 */
function lazyBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let reading = false
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (reading) return
      reading = true
      req.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
      req.once('end', () => controller.close())
      req.once('error', (error) => controller.error(error))
    },
  })
}

/**
 * The request's address and headers as Next hands them to a route (Node joins repeated ones), or
 * null when the web's rules refuse them (a Host that makes no address, a header value a web
 * Headers takes not): then Next answers.
 */
function webParts(req: IncomingMessage): { url: URL; headers: Headers } | null {
  try {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const one of value) headers.append(name, one)
      else if (value !== undefined) headers.set(name, value)
    }
    return { url: new URL(pathname + search, `http://${req.headers.host ?? 'localhost'}`), headers }
  } catch {
    return null
  }
}

async function answer(handler: DirectRoute, req: IncomingMessage, res: ServerResponse, { url, headers }: { url: URL; headers: Headers }): Promise<void> {
  try {
    // Here, not at the top: next/server wants the environment Next sets up when it starts.
    const { NextRequest } = require('next/server.js')
    const request: Request = new NextRequest(url, { method: 'POST', headers, body: lazyBody(req), duplex: 'half' })
    const response = await handler(request, { params: Promise.resolve({}) })
    const body = Buffer.from(await response.arrayBuffer())
    res.statusCode = response.status
    for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
    const cookies = response.headers.getSetCookie()
    if (cookies.length) res.setHeader('Set-Cookie', cookies)
    res.setHeader('Content-Length', body.length)
    res.end(body)
  } catch (error) {
    // The handler answers its own errors (src/app/api/_lib/handle.ts); this is the unexpected.
    console.error(`[api] POST ${url.pathname} failed:`, error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  }
}

/** The server step: answers a registered route's POST, else passes the request on. */
export function serveDirectRoute(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const handler = req.method === 'POST' ? registry.directRoutes.get((req.url ?? '').split('?', 1)[0]!) : undefined
  const parts = handler ? webParts(req) : null
  if (!handler || !parts) return next()
  void answer(handler, req, res, parts)
}
