/**
 * The one log limit of the process (issue 26, with issue 27's logger): what one request may cost
 * the server log. An anonymous `?where=xxxxxxxx` once wrote a 1.3 kB stack every time, ~2 GB an
 * hour at 450 requests a second.
 *
 * - A client's error is one short line: its status and the first line of its message, cut to
 *   `shortLineLength`, with control characters (a forged line break, terminal escapes) removed.
 * - Lines of one kind (a client error's line; a server fault's name and message with its numbers
 *   and quoted parts left out; a request line's status and route class) are written
 *   `fullPerMinute` times a minute; past that they are counted, and the count is written once
 *   when the minute is over ("… 1234 more in the last minute"). A server fault keeps its stack on
 *   the first line of its kind in the minute only.
 *
 * Used by the server's logger (server/log.ts: its hook, and the request lines of server/request-log.ts),
 * by Payload's own logger where the server's is not there (src/cms/logger.ts), and by Next's
 * console.error when no server logger routes it (src/cms/logLimit.ts, src/instrumentation.ts).
 */
export const fullPerMinute = 3
export const shortLineLength = 160
const minuteMs = 60_000
/** How often counts whose minute is over are written. */
export const drainEveryMs = 10_000
/** Kinds remembered at once: made-up messages must not grow the table without end. */
const maxKinds = 500
/** Where new kinds go once `maxKinds` are remembered. */
const otherKinds = 'other kinds'

/** One line, no control characters, at most `length` characters. */
export function shortLine(text: unknown, length = shortLineLength): string {
  // eslint-disable-next-line no-control-regex
  const line = String(text).split(/\r?\n/, 1)[0].replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim()
  const chars = Array.from(line)
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : line
}

/** A server fault's kind: its name and message, with what varies between occurrences left out. */
export function faultKind(error: unknown): string {
  if (!(error instanceof Error)) return shortLine(String(error), 120)
  const message = error.message.replace(/(["'`]).*?\1/g, '$1…$1').replace(/\d+/g, 'N')
  return shortLine(`${error.name}: ${message}`, 120)
}

/** A message's kind: its first line with numbers (ids, times, ports) left out. */
export function textKind(text: unknown): string {
  return shortLine(String(text).replace(/\d+/g, 'N'), 120)
}

/** A kind's lines left out (counted, not written) in a minute that is over. */
export interface LeftOut {
  kind: string
  count: number
}

export interface LogLimit {
  /** True when a line of this kind may be written now; false when it is only counted. */
  admit(kind: string): boolean
  /** Whether the last line admitted was the first of its kind this minute (a fault's stack goes there). */
  firstOfMinute(): boolean
  /** The kinds whose minute is over with lines left out, and how many; they start afresh. */
  drain(): LeftOut[]
}

export function createLogLimit({ perMinute = fullPerMinute, now = Date.now }: { perMinute?: number; now?: () => number } = {}): LogLimit {
  const kinds = new Map<string, { since: number; written: number; left: number }>()
  /** The counts of minutes that ended on a new line of their kind. */
  let ended: LeftOut[] = []
  let lastWritten = 0
  return {
    admit(kind) {
      const time = now()
      let entry = kinds.get(kind)
      // A minute over starts afresh; its count, if any, waits for drain().
      if (entry && time - entry.since >= minuteMs) {
        if (entry.left > 0) ended.push({ kind, count: entry.left })
        kinds.delete(kind)
        entry = undefined
      }
      if (!entry) {
        const key = kinds.size >= maxKinds ? otherKinds : kind
        entry = kinds.get(key)
        if (!entry) kinds.set(key, (entry = { since: time, written: 0, left: 0 }))
      }
      if (time - entry.since < minuteMs && entry.written < perMinute) {
        entry.written += 1
        lastWritten = entry.written
        return true
      }
      entry.left += 1
      lastWritten = 0
      return false
    },
    firstOfMinute() {
      return lastWritten === 1
    },
    drain() {
      const time = now()
      const over = ended
      ended = []
      for (const [kind, entry] of kinds) {
        if (time - entry.since < minuteMs) continue
        if (entry.left > 0) over.push({ kind, count: entry.left })
        kinds.delete(kind)
      }
      return over
    },
  }
}

/** The line a drained count is written as. */
export function countLine({ kind, count }: LeftOut): string {
  return `${count} more "${kind}" in the last minute (not written one by one)`
}

/**
 * Writes the counts of `limit` whose minute is over through `write`, every `everyMs` from the
 * first count on (an unref'd timer: it keeps no process alive). Returns what to call when a line
 * was counted.
 */
export function countsWriter(limit: LogLimit, write: (line: string) => void, everyMs = drainEveryMs): () => void {
  let drainer: NodeJS.Timeout | null = null
  return () => {
    drainer ??= setInterval(() => {
      for (const left of limit.drain()) write(countLine(left))
    }, everyMs).unref()
  }
}

const unreadableBody = new Set([
  'Request is not eligible for file upload',
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Malformed urlencoded form',
  'Malformed content type',
  'Missing Content-Type',
  'Multipart: Boundary not found',
])

/** A body the client stopped sending: it hung up, or the server gave up waiting (server/body-timeout.ts, 408). */
const cutShort = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET'])

/**
 * A body (or a JSON query parameter) that does not parse, or that ended short: Payload answers
 * it 400 (src/cms/clientErrors.ts, `unreadableBodyIs400`).
 */
export function isUnreadableBody(error: unknown): error is Error {
  if (error instanceof SyntaxError) return true
  if (!(error instanceof Error)) return false
  return unreadableBody.has(error.message) || error.message === 'aborted' || cutShort.has(String((error as { code?: unknown }).code))
}

/** Next's answers to a made-up server action id: the client's mistake, which Next logs with a stack. */
const clientMistakes = [/^Failed to find Server Action/, /^The Server Reference ID did not match/]

/**
 * An error a client caused, with the status it gets: Payload's 4xx errors (Forbidden, NotFound,
 * ValidationError …, by `isOperational` and `status`: production builds minify class names), a
 * body that does not parse (400), a made-up server action id (Next's; 4xx).
 */
export function clientErrorOf(value: unknown): { status: number | null; message: string } | null {
  if (isUnreadableBody(value)) return { status: 400, message: value.message }
  if (value instanceof Error && clientMistakes.some((pattern) => pattern.test(value.message))) return { status: null, message: `${value.name}: ${value.message}` }
  if (typeof value !== 'object' || value === null || !('isOperational' in value)) return null
  const { status, message } = value as { status?: unknown; message?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: String(message) } : null
}

const errorIn = (value: unknown): Error | undefined => {
  if (value instanceof Error) return value
  const err = typeof value === 'object' && value !== null ? (value as { err?: unknown }).err : undefined
  return err instanceof Error ? err : undefined
}

/** The logger a pino `logMethod` hook is called on (the methods used here). */
interface HookedLogger {
  info(message: string): void
  warn(message: string): void
}

/**
 * A pino `hooks.logMethod` that puts every line of the logger through `limit`:
 * - an error a client caused: one short info line, a few of a kind a minute, then counted;
 * - a server fault (an Error, or `{ err }`): its stack on the first of its kind in the minute,
 *   one line without the stack for the next few, then counted;
 * - a plain warning or error message: a few of one text a minute, then counted;
 * - anything else (info, debug) is written.
 * Counts go out at warn level through the logger the hook was called on.
 * `everyMs`: how often counts are written. `scrub`: what a written text passes through;
 * `onClientError`: takes a client error's line elsewhere (true: it is not written here).
 */
export function limitedLogMethod(
  limit: LogLimit = createLogLimit(),
  everyMs = drainEveryMs,
  { scrub = (text: string) => text, onClientError = (_line: string) => false }: { scrub?: (text: string) => string; onClientError?: (line: string) => boolean } = {},
): (this: HookedLogger, args: unknown[], method: (...args: unknown[]) => void, levelValue: number) => void {
  let countsTo: HookedLogger | null = null
  const counted = countsWriter(limit, (line) => countsTo?.warn(line), everyMs)
  return function (args, method, levelValue) {
    const [first, ...rest] = args
    const err = errorIn(first)
    const scrubbed = () => args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg))
    if (err === undefined) {
      if (levelValue < 40 || typeof first !== 'string') return method.apply(this, scrubbed())
      if (limit.admit(textKind(scrub(first)))) return method.apply(this, scrubbed())
    } else {
      const client = clientErrorOf(err)
      if (client) {
        const line = scrub(shortLine(client.status === null ? client.message : `${client.status} ${client.message}`))
        // Under the server, the reason goes on the request's own line (log.ts, request-log.ts).
        if (onClientError(line)) return
        if (limit.admit(line)) return this.info(line)
      } else if (limit.admit(faultKind(err))) {
        if (limit.firstOfMinute()) return first instanceof Error && typeof rest[0] !== 'string' ? method.call(this, first, scrub(first.message)) : method.apply(this, scrubbed())
        const text = scrub(shortLine(typeof rest[0] === 'string' ? rest[0] : `${err.name}: ${err.message}`))
        return method.call(this, { ...(first instanceof Error ? {} : (first as object)), err: { type: err.name, message: scrub(shortLine(err.message)) } }, text)
      }
    }
    countsTo = this
    counted()
  }
}
