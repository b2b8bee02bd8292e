// POST /api/front/leaveMessage answered by its own route handler (src/app/api/front/leaveMessage/
// route.ts, as Next built it) without the rest of Next's request machinery (scripts/serve.mjs).
//
// Why: issue 15's profile of the enquiry bench gave about half of every enquiry's server time to
// Next's router and app-route module (route matching, rewrites, the incremental cache, request
// stores, a second web Request and a streamed web Response) around a handler that needs none of
// it: the POST pipeline (src/app/api/_lib/post.ts) reads the request's headers, query and body and
// answers a complete JSON Response; it reads no cookie, cached content or request store, and
// expires no tag. The handler itself, its module instances (the Payload client, the rate-limit
// counters) and so every check and message stay the route's own: the same compiled module Next
// loads, through Node's module cache.
//
// What Next would add and this leaves out: its `Vary: rsc, next-router-*` header (a POST answer
// is never stored) and chunked encoding (the answer goes out with its Content-Length). If the
// build has no such module or Next's module shape changes, the path says so once in the log and
// Next answers as before.
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
export const directRoutePath = '/api/front/leaveMessage'

/**
 * The request's body as a web stream that starts reading only when the handler reads it: a body
 * the handler refuses unread (429, a wrong `language`) is then left to Node, which discards it
 * and keeps the connection usable, as it does for any answer that did not read its request. Once
 * read, it reads on as the data comes, as Next's own request body does: the rest of an upload the
 * handler refused as too large (413, the connection closed after it) still arrives, so the client
 * is done sending and reads its answer instead of failing on a closed connection.
 * @param {import('node:http').IncomingMessage} req
 */
function lazyBody(req) {
  let reading = false
  return new ReadableStream({
    pull(controller) {
      if (reading) return
      reading = true
      req.on('data', (chunk) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)))
      req.once('end', () => controller.close())
      req.once('error', (error) => controller.error(error))
    },
  })
}

/** The request's headers as Next hands them to a route (Node joins repeated ones). */
function webHeaders(req) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one)
    else if (value !== undefined) headers.set(name, value)
  }
  return headers
}

/**
 * The request's address and headers for the handler, or null when the web's rules refuse them
 * (a Host that makes no address, a header value a web Headers takes not): then Next answers.
 */
function webParts(req) {
  try {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
    return { url: new URL(pathname + search, `http://${req.headers.host ?? 'localhost'}`), headers: webHeaders(req) }
  } catch {
    return null
  }
}

/**
 * Loads the route's handler on the first enquiry (Next answers until it is loaded, and always when
 * it cannot be), so that a server nobody writes to does not hold the route's modules.
 * @param {{ distDir: string, log?: (line: string) => void }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   answers the request and returns true when it is the route's POST; false leaves it to Next
 */
export function createDirectRoute({ distDir, log = console.log }) {
  /** @type {undefined | null | ((request: Request, context: unknown) => Promise<Response>)} */
  let post
  /** @type {typeof import('next/server.js').NextRequest} */
  let NextRequest
  /** @type {Promise<void> | null} */
  let loading = null
  const load = async () => {
    try {
      // Here, not at the top: next/server needs the environment Next sets up when it starts.
      ;({ NextRequest } = require('next/server.js'))
      const { routeModule } = require(path.resolve(distDir, 'server/app', directRoutePath.slice(1), 'route.js'))
      await routeModule.ensureUserland()
      const handler = routeModule.userland.POST
      if (typeof handler !== 'function') throw new Error('the module has no POST handler')
      post = handler
    } catch (error) {
      post = null
      log(`> ${directRoutePath}: answered by Next's request handler (${error instanceof Error ? error.message : error})`)
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {{ url: URL, headers: Headers }} parts
   */
  const answer = async (req, res, { url, headers }) => {
    try {
      const request = new NextRequest(url, { method: 'POST', headers, body: lazyBody(req), duplex: 'half' })
      const response = await /** @type {(request: Request, context: unknown) => Promise<Response>} */ (post)(request, { params: Promise.resolve({}) })
      const body = Buffer.from(await response.arrayBuffer())
      res.statusCode = response.status
      for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.setHeader('Set-Cookie', cookies)
      res.setHeader('Content-Length', body.length)
      res.end(body)
    } catch (error) {
      // The handler answers its own errors (src/app/api/_lib/handle.ts); this is the unexpected.
      console.error(`[api] POST ${directRoutePath} failed:`, error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    }
  }

  return (req, res) => {
    if (req.method !== 'POST' || (req.url ?? '').split('?', 1)[0] !== directRoutePath) return false
    if (!post) {
      loading ??= load()
      return false
    }
    const parts = webParts(req)
    if (!parts) return false
    void answer(req, res, parts)
    return true
  }
}
