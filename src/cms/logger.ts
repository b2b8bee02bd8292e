import { defaultLoggerOptions, type Config } from 'payload'
import { stdTimeFunctions } from 'pino'

import { isUnreadableBody } from './clientErrors'
import { countLine, createLogLimit, faultKind, shortLine, type LogLimit } from './logLimit'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/**
 * An error Payload answers with a 4xx (Forbidden, NotFound, ValidationError …; and a body or a
 * `where` that does not parse, which clientErrors.ts answers 400): the client's.
 */
function clientError(value: unknown): { status: number; message: string } | null {
  if (isUnreadableBody(value)) return { status: 400, message: (value as Error).message }
  if (typeof value !== 'object' || value === null || !('isOperational' in value)) return null
  const { status, message } = value as { status?: unknown; message?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: String(message) } : null
}

/**
 * A client's error takes one short line at info level, a server fault keeps its stack; past a few
 * lines of one kind a minute, either is only counted (./logLimit.ts, issue 26). Payload means to
 * do the first by error class name (`loggingLevels`: Forbidden → info), but the production build
 * minifies class names, so every anonymous 403 was logged as an error with a 1.4 kB stack trace;
 * and a JSON.parse error or broken multipart, which it answers 400, still was (1.3 kB, 0.7 kB).
 */
export function limitedLogMethod(limit: LogLimit = createLogLimit(), drainEveryMs = 60_000): LogMethodHook {
  let drainer: NodeJS.Timeout | null = null
  const countLater = (logger: { warn(message: string): void }) => {
    drainer ??= setInterval(() => {
      for (const left of limit.drain()) logger.warn(countLine(left))
    }, drainEveryMs).unref()
  }
  return function (args, method) {
    const [first] = args as unknown[]
    // `logger.error({ err })` (Payload's route errors) or `logger.error(error)` (its body reader).
    const err = first instanceof Error ? first : typeof first === 'object' && first !== null && 'err' in first ? first.err : undefined
    if (err === undefined) return method.apply(this, args)
    const client = clientError(err)
    const line = client ? shortLine(`${client.status} ${client.message}`) : null
    if (limit.admit(line ?? faultKind(err))) return line ? this.info(line) : method.apply(this, args)
    countLater(this)
  }
}

export const clientErrorsOnOneLine: LogMethodHook = limitedLogMethod()

/**
 * Payload's logger where the server's is not there (the database step, Payload's CLI), with the
 * hook above: LOG_FORMAT and LOG_LEVEL as the server reads them (server/log.mjs; docs/operations.md):
 * JSON lines unless asked for pretty ones or writing to a terminal.
 */
export function payloadLoggerFor(env: Readonly<Record<string, string | undefined>>, terminal: boolean): Config['logger'] {
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT !== 'json' && terminal)
  // The server's line shape (server/log.mjs): ISO time, pid, no hostname.
  const options = { level: env.LOG_LEVEL || 'info', timestamp: stdTimeFunctions.isoTime, base: { pid: process.pid }, hooks: { logMethod: clientErrorsOnOneLine } }
  return pretty ? { destination: defaultLoggerOptions, options } : { options }
}

export const payloadLogger = payloadLoggerFor(process.env, Boolean(process.stdout.isTTY))
