/**
 * What one request may cost the server log (issue 26: an anonymous `?where=xxxxxxxx` wrote a
 * 1.3 kB stack every time, ~2 GB an hour at 450 requests a second).
 *
 * - A client's error is one short line: its status and the first line of its message, cut to
 *   `shortLineLength`, with control characters (a forged line break, terminal escapes) removed.
 * - Lines of one kind (a client error's line; a server fault's name and message with its numbers
 *   and quoted parts left out) are written `fullPerMinute` times a minute; past that they are
 *   counted, and the count is written once when the minute is over ("… 1234 more in the last
 *   minute"), never the stack again.
 *
 * Used by Payload's logger (./logger.ts) and, for Next's own `console.error`, by
 * src/instrumentation.ts. Issue 27's structured logs can take the same two functions.
 */
export const fullPerMinute = 3
export const shortLineLength = 160
const minuteMs = 60_000
/** Kinds remembered at once: made-up messages must not grow the table without end. */
const maxKinds = 500

/** One line, no control characters, at most `length` characters. */
export function shortLine(text: string, length = shortLineLength): string {
  // eslint-disable-next-line no-control-regex
  const line = text.split(/\r?\n/, 1)[0]!.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim()
  return Array.from(line).length > length ? `${Array.from(line).slice(0, length - 1).join('')}…` : line
}

/** A server fault's kind: its name and message, with what varies between occurrences left out. */
export function faultKind(error: unknown): string {
  if (!(error instanceof Error)) return shortLine(String(error), 120)
  const message = error.message.replace(/(["'`]).*?\1/g, '$1…$1').replace(/\d+/g, 'N')
  return shortLine(`${error.name}: ${message}`, 120)
}

export interface LogLimit {
  /** True when a line of this kind may be written in full now; false when it is only counted. */
  admit(kind: string): boolean
  /** The kinds whose minute is over with lines left out, and how many; they start afresh. */
  drain(): { kind: string; count: number }[]
}

/** Where new kinds go once `maxKinds` are remembered. */
const otherKinds = 'other kinds'

export function createLogLimit({ perMinute = fullPerMinute, now = Date.now }: { perMinute?: number; now?: () => number } = {}): LogLimit {
  const kinds = new Map<string, { since: number; written: number; left: number }>()
  return {
    admit(kind) {
      const time = now()
      let entry = kinds.get(kind)
      // A minute over with nothing left out starts afresh; one with a count waits for drain().
      if (entry && time - entry.since >= minuteMs && entry.left === 0) {
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
        return true
      }
      entry.left += 1
      return false
    },
    drain() {
      const time = now()
      const over: { kind: string; count: number }[] = []
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
export function countLine({ kind, count }: { kind: string; count: number }): string {
  return `${count} more "${kind}" in the last minute (not written one by one)`
}

/** Next's answers to a made-up server action id: the client's mistake, logged with a stack. */
const clientMistakes = [/^Failed to find Server Action/, /^The Server Reference ID did not match/]

/**
 * `console.error` and `console.warn` (Next's own error logs) through the same limit: past a few
 * of a kind a minute, a count; a client's mistake Next logs with a stack, one short line.
 */
export function limitConsole(target: Pick<Console, 'error' | 'warn'> = console, limit: LogLimit = createLogLimit(), drainEveryMs = minuteMs): void {
  let drainer: NodeJS.Timeout | null = null
  const write = { error: target.error.bind(target), warn: target.warn.bind(target) }
  for (const level of ['error', 'warn'] as const) {
    target[level] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const mistake = error && clientMistakes.some((pattern) => pattern.test(error.message))
      const kind = error ? faultKind(error) : shortLine(args.map((arg) => (typeof arg === 'string' ? arg : typeof arg)).join(' '), 120)
      if (limit.admit(kind)) return mistake ? write[level](shortLine(`${error.name}: ${error.message}`)) : write[level](...args)
      drainer ??= setInterval(() => {
        for (const left of limit.drain()) write.warn(countLine(left))
      }, drainEveryMs).unref()
    }
  }
}
