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
 *
 * The answer is plain text, except under /api/front and /api/admin, whose callers read the
 * spec's JSON envelope; its message is in the visitor's language by the API's one rule
 * (src/rules/language.ts `visitorLanguage`: the `language` query parameter when valid, else the
 * Accept-Language entry with the highest weight, else Chinese). Plain Node runs this before Next,
 * so it cannot load src/rules: the rule and the texts are copies, held equal to the site's by
 * tests/unit/request-guard.test.ts.
 */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

export const guardMessages = {
  methodNotAllowed: { zh: '不支持该请求方法。', en: 'Method not allowed.' },
  badRequest: { zh: '请求格式错误。', en: 'The request is malformed.' },
}

const envelopePaths = /^\/api\/(?:front|admin)(?:\/|$)/

/** True when the path (before `?`) is origin-form and every %XX sequence decodes to UTF-8. */
export function isWellFormedPath(target) {
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
function isBadHost(host) {
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
function isBrokenImageSource(target) {
  const [path, query = ''] = String(target ?? '').split(/\?(.*)/s, 2)
  if (path !== '/_next/image') return false
  return new URLSearchParams(query)
    .getAll('url')
    .some((source) => source.startsWith('/') && (!isWellFormedPath(source) || /.\/$/.test(source.split('?', 1)[0])))
}

/** A multipart POST to a page that is no server action. */
function isFormPostToPage(req) {
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  return req.method === 'POST' && type.startsWith('multipart/') && !req.headers['next-action'] && !/^\/api\//.test(req.url ?? '')
}

const languageCodes = { zh: 'zh', en: 'en', 0: 'zh', 1: 'en' }

/** The visitor's language of a request the guard refuses (no body is read): query, then Accept-Language by weight. */
export function callerLanguage(url, acceptLanguage) {
  let query = null
  try {
    const values = new URL(String(url ?? '/'), 'http://localhost').searchParams.getAll('language')
    if (values.length === 1) query = languageCodes[values[0]] ?? null
  } catch {
    // No address to read a query from.
  }
  if (query) return query
  let best = null
  for (const part of String(acceptLanguage ?? '').split(',').slice(0, 20)) {
    const [rawTag = '', ...params] = part.trim().split(';')
    const tag = rawTag.trim().toLowerCase()
    const weight = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined)
    const q = weight === undefined ? 1 : Number(weight)
    if (tag && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { tag, q }
  }
  const primary = best?.tag.split('-')[0]
  return primary === 'en' || primary === 'zh' ? primary : 'zh'
}

/**
 * The refusal for a request Next must not see, or null when it may go on.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @returns {null | { status: number, headers: Record<string, string>, body: string }}
 */
export function refuseRequest(req) {
  const method = req.method ?? ''
  let status, messageId
  if (!allowedMethods.includes(method)) [status, messageId] = [405, 'methodNotAllowed']
  else if (!isWellFormedPath(req.url) || isBadHost(req.headers.host) || isBrokenImageSource(req.url) || isFormPostToPage(req)) {
    ;[status, messageId] = [400, 'badRequest']
  }
  else return null

  const headers = { 'Cache-Control': 'private, no-store' }
  if (status === 405) headers.Allow = allowedMethods.join(', ')
  const text = guardMessages[messageId][callerLanguage(req.url, req.headers['accept-language'])]
  if (envelopePaths.test(req.url ?? '')) {
    headers['Content-Type'] = 'application/json; charset=utf-8'
    return { status, headers, body: JSON.stringify({ result: false, data: null, message: text }) }
  }
  headers['Content-Type'] = 'text/plain; charset=utf-8'
  return { status, headers, body: `${text}\n` }
}

/** Statuses for what Node's parser refuses, as Node answers them, but 405 for a method it does not know (as for TRACE). */
const parserStatuses = { HPE_INVALID_METHOD: 405, HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }
/** Connections answerClientError has answered and is closing. */
const answeredSockets = new WeakSet()
const statusTexts = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' }

/**
 * The server's `clientError`: a request Node's parser cannot read (a method it does not know,
 * `FOO`, gets 405 with Allow; a broken request line or header 400) gets its status, then the
 * connection closes gently.
 * Node's own handler destroyed the socket with the request still unread, which the client saw as a
 * reset instead of the answer; here what is left of the request is read and dropped first.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  // Node's parser stays on the socket and reports each later chunk of the unread body as another
  // error: the answer is already on its way, and destroying now would reset the connection over it.
  if (answeredSockets.has(socket)) return
  // As Node does: no answer once one is under way on this connection (it would corrupt it).
  const inFlight = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return socket.destroy()
  answeredSockets.add(socket)
  const status = parserStatuses[/** @type {keyof typeof parserStatuses} */ (error.code)] ?? 400
  socket.on('data', () => {}) // read and drop the rest, so closing sends no reset
  socket.on('error', () => {})
  const allow = status === 405 ? `Allow: ${allowedMethods.join(', ')}\r\n` : ''
  socket.end(`HTTP/1.1 ${status} ${statusTexts[/** @type {keyof typeof statusTexts} */ (status)]}\r\n${allow}Connection: close\r\nContent-Length: 0\r\n\r\n`)
  setTimeout(() => socket.destroy(), 5_000).unref()
}

/**
 * The server's `connect`: Node hands a CONNECT request (a proxy tunnel, which this site is not)
 * to this event and, with no listener, closed the connection without a word. 405 with Allow,
 * as for any method no route takes, then the connection closes.
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:stream').Duplex} socket
 */
export function answerConnect(_req, socket) {
  socket.on('error', () => {})
  socket.on('data', () => {})
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  setTimeout(() => socket.destroy(), 5_000).unref()
}

/** Answers the request when refuseRequest refuses it; true when it did. */
export function guardRequest(req, res) {
  const refusal = refuseRequest(req)
  if (!refusal) return false
  res.writeHead(refusal.status, { ...refusal.headers, 'Content-Length': Buffer.byteLength(refusal.body) })
  res.end(req.method === 'HEAD' ? undefined : refusal.body)
  return true
}
