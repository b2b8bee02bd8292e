import { defaultLoggerOptions, type Config } from 'payload'
import { stdTimeFunctions } from 'pino'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/** An error Payload answers with a 4xx (Forbidden, NotFound, ValidationError …): the client's. */
function clientError(value: unknown): { status: number; message: string } | null {
  if (typeof value !== 'object' || value === null || !('isOperational' in value)) return null
  const { status, message } = value as { status?: unknown; message?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: String(message) } : null
}

/**
 * A client's error takes one line at info level, a server fault keeps its stack. Payload means
 * to do this by error class name (`loggingLevels`: Forbidden → info), but the production build
 * minifies class names, so every anonymous 403 was logged as an error with a 1.4 kB stack trace.
 */
export const clientErrorsOnOneLine: LogMethodHook = function (args, method) {
  const [first] = args as unknown[]
  const error = typeof first === 'object' && first !== null && 'err' in first ? clientError(first.err) : null
  if (error) return this.info(`${error.status} ${error.message}`)
  return method.apply(this, args)
}

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
