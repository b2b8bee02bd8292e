/**
 * A request body that stops arriving gets 408 (issue 26): a POST that sent fewer bytes than its
 * Content-Length held its connection, and the handler awaiting it, until the client gave up
 * (20 s in the probe; twelve at once all hung). Node's own `requestTimeout` counts the whole
 * request (an editor's large upload on a slow line would be cut) and is checked only every
 * `connectionsCheckingInterval` (30 s): here a body is given up when no byte of it has come for
 * REQUEST_BODY_TIMEOUT_SECONDS (default 10), so an upload that keeps moving is never cut.
 *
 * Progress is read from the socket's byte count (`socket.bytesRead`: the parser reads the socket
 * itself, so its 'data' events do not fire); one timer looks at every body in flight once a second.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export const defaultBodyTimeoutSeconds = 10

/** REQUEST_BODY_TIMEOUT_SECONDS in ms; a value that is no positive whole number keeps the default. */
export function bodyTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const raw = String(env.REQUEST_BODY_TIMEOUT_SECONDS ?? '').trim()
  const seconds = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : defaultBodyTimeoutSeconds
  return seconds * 1000
}

/** True when the request announces a body (a length above 0, or chunks). */
export function hasBody(req: { headers: Record<string, string | string[] | undefined> }): boolean {
  const length = req.headers['content-length']
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined
}

const answer408 = 'Request body timed out.\n'

export interface BodyWatch {
  /** Watches the request's body, if it has one, until it is whole or given up. */
  watch(req: IncomingMessage, res: ServerResponse): void
  stop(): void
  /** How many bodies are watched. */
  size(): number
}

export function createBodyWatch({
  timeoutMs = bodyTimeoutMs(),
  checkEveryMs = Math.min(1000, timeoutMs / 4),
  now = Date.now,
}: { timeoutMs?: number; checkEveryMs?: number; now?: () => number } = {}): BodyWatch {
  const watched = new Map<IncomingMessage, { res: ServerResponse; bytes: number; since: number }>()
  let timer: NodeJS.Timeout | null = null

  const check = () => {
    const time = now()
    for (const [req, entry] of watched) {
      if (req.complete || entry.res.writableEnded || req.destroyed) {
        watched.delete(req)
        continue
      }
      const bytes = req.socket?.bytesRead ?? 0
      if (bytes !== entry.bytes) Object.assign(entry, { bytes, since: time })
      else if (time - entry.since >= timeoutMs) {
        watched.delete(req)
        giveUp(req, entry.res)
      }
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  }

  return {
    watch(req, res) {
      if (!hasBody(req) || req.complete) return
      watched.set(req, { res, bytes: req.socket?.bytesRead ?? 0, since: now() })
      timer ??= setInterval(check, checkEveryMs).unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
      watched.clear()
    },
    size: () => watched.size,
  }
}

/**
 * Answers 408 and closes the connection (the rest of the body, should it come, is no request).
 * Whoever was reading the body sees it end short and answers into a closed response, which
 * Node drops.
 */
function giveUp(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket
  if (!res.headersSent) {
    res.shouldKeepAlive = false
    res.writeHead(408, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(answer408),
      'Cache-Control': 'private, no-store',
      Connection: 'close',
    })
    res.end(answer408)
  }
  // Once answered, Node no longer ends the request when its connection closes: the reader
  // awaiting the body would wait for ever. Ending it lets the reader go.
  if (!socket || socket.destroyed) return void req.destroy()
  socket.once('close', () => req.destroy())
  // Give the answer a moment to leave, then close even on a client that does not.
  setTimeout(() => socket.destroy(), 1000).unref()
  socket.end()
}
