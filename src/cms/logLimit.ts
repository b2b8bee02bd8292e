/**
 * The log limit (issue 26) lives in packages/log-limit, the one the server's logger uses too
 * (issue 27): a client's error is one short line, and lines of one kind are written a few times a
 * minute, then counted. This module adds Next's `console.error` where no server logger routes it
 * (`next dev`, `next start`): src/instrumentation.ts.
 */
import { clientErrorOf, countsWriter, createLogLimit, faultKind, shortLine, type LogLimit } from '@rugged/log-limit'

export { countLine, createLogLimit, faultKind, fullPerMinute, shortLine, shortLineLength, type LogLimit } from '@rugged/log-limit'

/**
 * `console.error` and `console.warn` (Next's own error logs) through the same limit: past a few
 * of a kind a minute, a count; a client's mistake Next logs with a stack, one short line.
 */
export function limitConsole(target: Pick<Console, 'error' | 'warn'> = console, limit: LogLimit = createLogLimit(), drainEveryMs = 60_000): void {
  const write = { error: target.error.bind(target), warn: target.warn.bind(target) }
  const counted = countsWriter(limit, (line) => write.warn(line), drainEveryMs)
  for (const level of ['error', 'warn'] as const) {
    target[level] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const client = error ? clientErrorOf(error) : null
      const line = client ? shortLine(client.status === null ? client.message : `${client.status} ${client.message}`) : null
      const kind = line ?? (error ? faultKind(error) : shortLine(args.map((arg) => (typeof arg === 'string' ? arg : typeof arg)).join(' '), 120))
      if (limit.admit(kind)) return line ? write[level](line) : write[level](...args)
      counted()
    }
  }
}
