import { defaultLoggerOptions, type Config } from 'payload'
import { stdTimeFunctions } from 'pino'

import { limitedLogMethod } from '@rugged/log-limit'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

export { limitedLogMethod }

/**
 * A client's error takes one short line at info level, a server fault keeps its stack once; past
 * a few lines of one kind a minute, either is only counted (packages/log-limit, issue 26; the
 * same hook as the server's logger, server/log.ts, which Payload uses when the server runs).
 * Payload means to do the first by error class name (`loggingLevels`: Forbidden → info), but a
 * JSON.parse error or broken multipart, which it answers 400, came with a 1.4 kB stack trace; the
 * hook tells a client's error by what Payload gives its errors (`isOperational`, a 4xx `status`).
 */
export const clientErrorsOnOneLine = limitedLogMethod() as LogMethodHook

/**
 * Payload's `loggingLevels`: the errors it would log at info as their message alone, given whole
 * to the hook above, which writes a client's one short line (on the request's own, under the server).
 */
export const clientErrorsLoggedWhole: NonNullable<Config['loggingLevels']> = { Forbidden: 'error', Locked: 'error', MissingFile: 'error', NotFound: 'error', ValidationError: 'error' }

/**
 * Payload's logger where the server's is not there (the database step, Payload's CLI), with the
 * hook above: LOG_FORMAT and LOG_LEVEL as the server reads them (server/log.ts; docs/operations.md):
 * JSON lines unless asked for pretty ones or writing to a terminal.
 */
export function payloadLoggerFor(env: Readonly<Record<string, string | undefined>>, terminal: boolean): Config['logger'] {
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT !== 'json' && terminal)
  // The server's line shape (server/log.ts): ISO time, pid, no hostname.
  const options = { level: env.LOG_LEVEL || 'info', timestamp: stdTimeFunctions.isoTime, base: { pid: process.pid }, hooks: { logMethod: clientErrorsOnOneLine } }
  return pretty ? { destination: defaultLoggerOptions, options } : { options }
}

export const payloadLogger = payloadLoggerFor(process.env, Boolean(process.stdout.isTTY))
