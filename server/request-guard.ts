/**
 * Requests no browser sends and Next answers with a 500: refused here, before Next, with a 4xx.
 *
 * - A method no route of the site takes (TRACE, PROPFIND, …: Node's parser lets the whole
 *   WebDAV family through) → 405 with `Allow`.
 * - A request target that is not an origin-form path (`*`, `http://host/…`) or a path whose
 *   percent-encoding does not decode to UTF-8 (`/%`, `/%zz`, `/%ff`, overlong `%c0%af`) → 400.
 *   The query string is left to the handlers, which read it leniently (URLSearchParams).
 * - A Host header that names no host (`a b`, `localhost:99999`, a list): the admin builds its
 *   addresses from it and failed with a 500; HTTP says 400 (RFC 9112 §3.2).
 * - A picture for Next's optimiser (`/_next/image?url=…`) whose local source Next would fetch
 *   from itself and fail on with a 500: escapes that do not decode (`url=/api/cms/media/file/%25zz`),
 *   or a trailing slash, which Next answers with a redirect → 400.
 * - A multipart POST to a page (not /api/…) that is no server action (no Next-Action header)
 *   → 400: Next reads it as a no-script form action and fails with 500 on a body it cannot
 *   parse. The site has no such forms (its forms post JSON to /api/front).
 * - A POST, PUT, PATCH or DELETE to an address that names no page (server/unknown-address.ts)
 *   → 404: Next would render the not-found page for each.
 *
 * The answer is plain text, except under /api/front and /api/admin, whose callers read the
 * spec's JSON envelope; its message is in the visitor's language as the front door decided it
 * (packages/front-door: a page's by its address, a call's by its `language` query, else
 * Accept-Language, else Chinese).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

import { type Locale, textLanguage } from '@rugged/front-door/languages'
import { refusals } from '@rugged/front-door/refusals'

export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const envelopePaths = /^\/api\/(?:front|admin)(?:\/|$)/

/** True when the path (before `?`) is origin-form and every %XX sequence decodes to UTF-8. */
export function isWellFormedPath(target: unknown): boolean {
  if (typeof target !== 'string' || !target.startsWith('/')) return false
  const path = target.split('?', 1)[0]
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** A Host header that is no `host[:port]` (an absent one is HTTP/1.0's, and Node refuses it in 1.1). */
function isBadHost(host: unknown): boolean {
  if (host === undefined) return false
  if (typeof host !== 'string' || /[\s/\\?#@,]/.test(host) || host === '') return true
  try {
    new URL(`http://${host}/`)
    return false
  } catch {
    return true
  }
}

/** A local `url` of `/_next/image` the optimiser cannot fetch from this server (see above). */
function isBrokenImageSource(target: unknown): boolean {
  const [path, query = ''] = String(target ?? '').split(/\?(.*)/s, 2)
  if (path !== '/_next/image') return false
  return new URLSearchParams(query)
    .getAll('url')
    .some((source) => source.startsWith('/') && (!isWellFormedPath(source) || /.\/$/.test(source.split('?', 1)[0])))
}

/** A multipart POST to a page that is no server action. */
function isFormPostToPage(req: Request): boolean {
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  return req.method === 'POST' && type.startsWith('multipart/') && !req.headers['next-action'] && !/^\/api\//.test(req.url ?? '')
}

type Request = Pick<IncomingMessage, 'method' | 'url' | 'headers'>

/** The refusal for a request Next must not see, in the visitor's language, or null when it may go on. */
export function refuseRequest(req: Request, language: Locale, namesNoPage = false): null | { status: number; headers: Record<string, string>; body: string } {
  const method = req.method ?? ''
  let status: 400 | 404 | 405
  if (!allowedMethods.includes(method)) status = 405
  else if (!isWellFormedPath(req.url) || isBadHost(req.headers.host) || isBrokenImageSource(req.url) || isFormPostToPage(req)) status = 400
  else if (namesNoPage) status = 404
  else return null

  const headers: Record<string, string> = { 'Cache-Control': 'private, no-store' }
  if (status === 405) headers.Allow = allowedMethods.join(', ')
  const text = refusals[status === 405 ? 'methodNotAllowed' : status === 404 ? 'notFound' : 'malformedRequest'][textLanguage(language)]
  if (envelopePaths.test(req.url ?? '')) {
    headers['Content-Type'] = 'application/json; charset=utf-8'
    return { status, headers, body: JSON.stringify({ result: false, data: null, message: text }) }
  }
  headers['Content-Type'] = 'text/plain; charset=utf-8'
  return { status, headers, body: `${text}\n` }
}

/** Statuses for what Node's parser refuses, as Node answers them, but 405 for a method it does not know (as for TRACE). */
const parserStatuses: Record<string, number> = { HPE_INVALID_METHOD: 405, HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }
/** Connections answerClientError has answered and is closing. */
const answeredSockets = new WeakSet()
const statusTexts: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' }

/**
 * The server's `clientError`: a request Node's parser cannot read (a method it does not know,
 * `FOO`, gets 405 with Allow; a broken request line or header 400) gets its status, then the
 * connection closes gently.
 * Node's own handler destroyed the socket with the request still unread, which the client saw as a
 * reset instead of the answer; here what is left of the request is read and dropped first.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // Node's parser stays on the socket and reports each later chunk of the unread body as another
  // error: the answer is already on its way, and destroying now would reset the connection over it.
  if (answeredSockets.has(socket)) return
  // As Node does: no answer once one is under way on this connection (it would corrupt it).
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy()
  answeredSockets.add(socket)
  const status = parserStatuses[String(error.code)] ?? 400
  socket.on('data', () => {}) // read and drop the rest, so closing sends no reset
  socket.on('error', () => {})
  const allow = status === 405 ? `Allow: ${allowedMethods.join(', ')}\r\n` : ''
  socket.end(`HTTP/1.1 ${status} ${statusTexts[status]}\r\n${allow}Connection: close\r\nContent-Length: 0\r\n\r\n`)
  setTimeout(() => socket.destroy(), 5_000).unref()
}

/**
 * The server's `connect`: Node hands a CONNECT request (a proxy tunnel, which this site is not)
 * to this event and, with no listener, closed the connection without a word. 405 with Allow,
 * as for any method no route takes, then the connection closes.
 */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => {})
  socket.on('data', () => {})
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  setTimeout(() => socket.destroy(), 5_000).unref()
}

/** Answers the request when refuseRequest refuses it; true when it did. */
export function guardRequest(req: IncomingMessage, res: ServerResponse, { language, namesNoPage = false }: { language: Locale; namesNoPage?: boolean }): boolean {
  const refusal = refuseRequest(req, language, namesNoPage)
  if (!refusal) return false
  res.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': Buffer.byteLength(refusal.body) })
  res.end(req.method === 'HEAD' ? undefined : refusal.body)
  return true
}
