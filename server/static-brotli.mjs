// Next's own server compresses with gzip only. Its build output under /_next/static/ never
// changes once built (hashed names), so it can be sent brotli-compressed, once compressed: a
// fifth fewer bytes of JavaScript and CSS on every first visit (what a phone on a slow network
// waits for). Each file is compressed on its first request, in the background (zlib's thread
// pool, one file at a time); until that is done, and for clients without `br`, Next answers as before (gzip).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompress, constants } from 'node:zlib'
import { promisify } from 'node:util'

const compress = promisify(brotliCompress)

const types = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
}

/** Whether the Accept-Encoding header accepts brotli (and does not refuse it with q=0). */
export function acceptsBrotli(acceptEncoding) {
  if (!acceptEncoding) return false
  return String(acceptEncoding)
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';')
      if (coding.trim() !== 'br') return false
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return q === undefined || Number(q.slice(2)) > 0
    })
}

/**
 * The file under `staticDir` that a /_next/static/… request names, or null: another path, a
 * type not worth compressing (images are compressed already), or a name that would leave the
 * folder.
 */
export function staticFile(staticDir, url) {
  const pathname = String(url ?? '').split(/[?#]/)[0]
  if (!pathname.startsWith('/_next/static/')) return null
  let relative
  try {
    relative = decodeURIComponent(pathname.slice('/_next/static/'.length))
  } catch {
    return null
  }
  if (!types[path.extname(relative)]) return null
  const root = path.resolve(staticDir)
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}

/**
 * Returns `serve(req, res)`: true when it answered the request with a brotli-compressed static
 * file, false when the caller should let Next answer.
 */
export function createStaticBrotli(staticDir, { quality = constants.BROTLI_MAX_QUALITY } = {}) {
  /** file → compressed bytes, or a pending compression, or null (not compressible/not found) */
  const cache = new Map()

  // One file at a time: zlib's thread pool (4 threads) also reads the prerendered pages and
  // gzips every answer, and a first visit asks for dozens of files; compressing them all at once
  // at the highest quality held those answers back for seconds on a busy machine.
  let queue = Promise.resolve()

  function start(file) {
    const pending = queue
      .then(() => readFile(file))
      .then((bytes) => compress(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
      .then(
        (compressed) => cache.set(file, compressed),
        () => cache.set(file, null),
      )
    queue = pending.then(() => undefined)
    cache.set(file, pending)
  }

  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const file = staticFile(staticDir, req.url)
    if (!file || !acceptsBrotli(req.headers['accept-encoding'])) return false
    const entry = cache.get(file)
    if (entry === undefined) start(file)
    if (!(entry instanceof Buffer)) return false
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)],
      'Content-Encoding': 'br',
      'Content-Length': entry.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    res.end(req.method === 'HEAD' ? undefined : entry)
    return true
  }
}
