/**
 * Reads a request body of at most `maxBytes` bytes. The Content-Length header is checked first
 * (a declared oversize body is refused without reading it), then the bytes actually received
 * are counted, since the header may be absent (chunked upload) or wrong. A refused body is left
 * partly unread, so its answer should close the connection (`Connection: close`).
 */
export async function readBodyCapped(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: 'tooLarge' | 'unreadable' }> {
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared.trim()) > maxBytes) {
    return { ok: false, reason: 'tooLarge' }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      // Stop reading: the rest of the upload is not wanted. (Not cancelled: that would tear down
      // the connection before the 413 is written; the answer closes the connection instead.)
      if (total > maxBytes) return { ok: false, reason: 'tooLarge' }
      chunks.push(value)
    }
  } catch {
    // The client went away or sent a broken stream: nothing usable arrived.
    return { ok: false, reason: 'unreadable' }
  } finally {
    reader.releaseLock()
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** True for `application/json`, with an optional `charset=utf-8` (any other charset is refused). */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false
  const [type = '', ...params] = header.split(';')
  if (type.trim().toLowerCase() !== 'application/json') return false
  for (const param of params) {
    const [name = '', value = ''] = param.split('=')
    if (name.trim().toLowerCase() === 'charset' && value.trim().replace(/^"|"$/g, '').toLowerCase() !== 'utf-8') return false
  }
  return true
}

export type JsonBodyProblem = 'unsupportedContentType' | 'payloadTooLarge' | 'invalidBody' | 'invalidJson'

/**
 * A JSON body, checked in this order: the content type (415), the size (413; an unreadable stream
 * 400) and strict UTF-8 JSON (400). A problem says which, and whether the connection must close.
 */
export type JsonBody = { ok: true; body: unknown } | { ok: false; status: number; problem: JsonBodyProblem; close: boolean }

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, status: 415, problem: 'unsupportedContentType', close: false }
  const read = await readBodyCapped(request, maxBytes)
  if (!read.ok) {
    return read.reason === 'tooLarge'
      ? { ok: false, status: 413, problem: 'payloadTooLarge', close: true }
      : { ok: false, status: 400, problem: 'invalidBody', close: true }
  }
  try {
    // A body that is not valid UTF-8 is not valid JSON either.
    return { ok: true, body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)) as unknown }
  } catch {
    return { ok: false, status: 400, problem: 'invalidJson', close: false }
  }
}
