// Next's own server compresses with gzip only. Its build output under /_next/static/ never
// changes once built (hashed names), so it can be sent brotli-compressed, once compressed: a
// fifth fewer bytes of JavaScript and CSS on every first visit (what a phone on a slow network
// waits for). Each file is compressed on its first request, in the background (zlib's thread
// pool, one file at a time); until that is done, and for clients without `br`, Next answers as before (gzip).
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompress, constants } from 'node:zlib'
import { promisify } from 'node:util'

import { memoryBudget, ownBytes } from '@rugged/front-door/memory'

const compress = promisify(brotliCompress)

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
}

/** Whether the Accept-Encoding header accepts brotli (and does not refuse it with q=0). */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
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
export function staticFile(staticDir: string, url: string | undefined): string | null {
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

/** What an entry costs beside its compressed bytes (its key, the map's own). */
const entryOverhead = 256
/** Compressions waiting their turn at most: past it, Next answers (a storm of made-up names queues nothing). */
const maxQueued = 64

/**
 * Returns `serve(req, res)`: true when it answered the request with a brotli-compressed static
 * file, false when the caller should let Next answer. What it keeps is bounded in bytes
 * (`maxBytes`, memoryBudget.staticBrotli of packages/front-door/memory.ts): past it, the files
 * asked for longest ago are dropped (compressed again when asked for again).
 */
export function createStaticBrotli(
  staticDir: string,
  { quality = constants.BROTLI_MAX_QUALITY, maxBytes = memoryBudget.staticBrotli }: { quality?: number; maxBytes?: number } = {},
): (req: IncomingMessage, res: ServerResponse) => boolean {
  /** file → compressed bytes, or a pending compression, or null (not compressible/not found); oldest first */
  const cache = new Map<string, { state: Buffer | Promise<unknown> | null; size: number }>()
  let bytes = 0
  let queued = 0

  function forget(file: string): void {
    const kept = cache.get(file)
    if (!kept) return
    cache.delete(file)
    bytes -= kept.size
  }

  function keep(file: string, state: Buffer | Promise<unknown> | null): void {
    forget(file)
    const size = file.length + entryOverhead + (state instanceof Buffer ? state.length : 0)
    if (size > maxBytes) return
    cache.set(file, { state: state instanceof Buffer ? ownBytes(state) : state, size })
    bytes += size
    for (const [oldest] of cache) {
      if (bytes <= maxBytes) break
      forget(oldest)
    }
  }

  // One file at a time: zlib's thread pool (4 threads) also reads the prerendered pages and
  // gzips every answer, and a first visit asks for dozens of files; compressing them all at once
  // at the highest quality held those answers back for seconds on a busy machine.
  let queue: Promise<void> = Promise.resolve()

  function start(file: string): void {
    if (queued >= maxQueued) return
    queued += 1
    const pending = queue
      .then(() => readFile(file))
      .then((bytes) => compress(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
      .then(
        (compressed) => keep(file, compressed),
        () => keep(file, null),
      )
      .finally(() => (queued -= 1))
    queue = pending.then(() => undefined)
    keep(file, pending)
  }

  return function serve(req, res): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const file = staticFile(staticDir, req.url)
    if (!file || !acceptsBrotli(req.headers['accept-encoding'])) return false
    const kept = cache.get(file)
    if (kept === undefined) start(file)
    const entry = kept?.state
    if (!(entry instanceof Buffer)) return false
    // Asked for now: the last to go.
    cache.delete(file)
    cache.set(file, kept!)
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
