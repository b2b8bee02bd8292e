// The server's logger (pino, as Payload's): one JSON line per request and every other line of the
// process — Next's console output and Payload's logger included — through the same logger.
//
// How other code logs: server modules call `processLogger().info/warn/error(…)` of this module
// (an Error as the first argument or as `{ err }` keeps its stack); the site's code (src/) calls
// `siteLog()` of src/ops/log.ts, which is this logger once the server runs (console otherwise).
//
// Rules (issue 27): LOG_LEVEL sets the level (default info); LOG_FORMAT is json or pretty (default:
// pretty on a terminal, json otherwise); an error keeps its stack on its first line, and its
// repeats within a minute are counted into one line; no visitor content: e-mail addresses and
// phone numbers in a message are masked and the fields that carry a visitor's text are redacted.
import { format } from 'node:util'

import pino from 'pino'
import pretty from 'pino-pretty'

import { requestContext } from './request-context.mjs'

const loggerKey = Symbol.for('rugged-site.logger')
const requestLines = Symbol('request lines')
const repeatWindowMs = 60_000
const maxRememberedErrors = 1000

/** LOG_FORMAT: json or pretty; anything else means the default for where the output goes. */
export function logFormat(value = process.env.LOG_FORMAT, terminal = Boolean(process.stdout.isTTY)) {
  return value === 'json' || value === 'pretty' ? value : terminal ? 'pretty' : 'json'
}

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
// A phone number: 7 or more digits, perhaps after a +, with spaces or dashes between groups.
const phonePattern = /(?<![\w.:/-])\+?\d(?:[ -]?\d){6,}(?![\w.:/-])/g

// drizzle's "Failed query: … params: …" carries the query's values (an enquiry's text on a failed insert).
const queryParamsPattern = /(\bparams: )[^\n]*/g

/** A message with the visitor's contact details, and a failed query's values, masked. */
export function scrub(text) {
  return text.replace(queryParamsPattern, '$1[redacted]').replace(emailPattern, '[email]').replace(phonePattern, '[phone]')
}

/** Fields that hold what a visitor wrote (an enquiry, a job's mail input), never logged. */
const redacted = ['email', 'phone', 'mobile', 'content', 'text', 'html', 'input', 'body', 'to'].flatMap((field) => [field, `*.${field}`])

/**
 * Counts repeats of one error: the first is logged with its stack, the next ones within a minute
 * are only counted, and the first after that minute is logged in one line with the count.
 */
export function createRepeatFilter({ now = Date.now, windowMs = repeatWindowMs } = {}) {
  /** @type {Map<string, { since: number, repeats: number }>} */
  const seen = new Map()
  return (/** @type {Error} */ error) => {
    const key = `${error.name}: ${error.message}\n${String(error.stack ?? '').split('\n')[1] ?? ''}`
    const at = now()
    const known = seen.get(key)
    if (!known || at - known.since >= windowMs) {
      const repeats = known?.repeats ?? 0
      seen.delete(key)
      if (seen.size >= maxRememberedErrors) seen.delete(seen.keys().next().value)
      seen.set(key, { since: at, repeats: 0 })
      return known ? { log: true, withStack: false, repeats } : { log: true, withStack: true, repeats: 0 }
    }
    known.repeats += 1
    return { log: false, withStack: false, repeats: known.repeats }
  }
}

/** An error a client caused (Payload's 4xx errors: Forbidden, NotFound, ValidationError…). */
function clientError(value) {
  if (typeof value !== 'object' || value === null || !('isOperational' in value)) return null
  const status = /** @type {any} */ (value).status
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: String(/** @type {any} */ (value).message) } : null
}

const errorOf = (value) => (value instanceof Error ? value : value && typeof value === 'object' && value.err instanceof Error ? value.err : null)

/**
 * @param {{ level?: string, format?: 'json' | 'pretty', destination?: import('pino').DestinationStream, now?: () => number }} [options]
 * @returns {import('pino').Logger}
 */
export function createLogger({ level = process.env.LOG_LEVEL || 'info', format: chosen = logFormat(), destination, now } = {}) {
  const repeats = createRepeatFilter({ now })
  const out = destination ?? (chosen === 'pretty' ? pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) : pino.destination({ dest: 1, sync: false }))
  const chosenLevel = pino.levels.values[level] ? level : 'info'
  const logger = pino(
    {
      level: chosenLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redacted, censor: '[redacted]' },
      serializers: { err: (value) => (value instanceof Error ? { type: value.name, message: scrub(value.message), stack: scrub(String(value.stack)) } : value) },
      mixin: () => requestContext.getStore()?.fields ?? {},
      hooks: {
        logMethod(args, method, levelValue) {
          const [first, ...rest] = args
          const client = clientError(first) ?? clientError(first?.err)
          if (client) return this.info(scrub(`${client.status} ${client.message}`))
          const error = levelValue >= 50 ? errorOf(first) : null
          if (error) {
            const verdict = repeats(error)
            if (!verdict.log) return
            const text = scrub(typeof rest[0] === 'string' ? format(...rest) : error.message)
            const err = verdict.withStack ? error : { type: error.name, message: scrub(error.message) }
            return method.call(this, { ...(first instanceof Error ? {} : first), err, ...(verdict.repeats ? { repeated: verdict.repeats } : {}) }, text)
          }
          return method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)))
        },
      },
    },
    out,
  )
  // The request lines (request-log.mjs) hold only the fields it writes, none a visitor's: they skip
  // the hooks, the redaction and the mixin, which cost more than the line itself at thousands a second.
  Object.defineProperty(logger, requestLines, { value: pino({ level: chosenLevel, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, out) })
  return logger
}

/** The writer of `logger`'s request lines: same destination and level, no hooks (see createLogger). */
export function requestLinesOf(/** @type {import('pino').Logger} */ logger) {
  return /** @type {any} */ (logger)[requestLines] ?? logger
}

/** The process's logger, made on first use (the server's, Payload's and the site's code share it). */
export function processLogger() {
  return (/** @type {any} */ (globalThis)[loggerKey] ??= createLogger())
}

/**
 * Sends console.log/info/warn/error/debug (Next's own lines, and any library's) through the logger:
 * a console.error of an Error keeps its stack once, like the logger's own errors.
 */
export function routeConsoleThrough(logger = processLogger()) {
  const line = (level) => (...args) => {
    const error = args.find((arg) => arg instanceof Error)
    if (error) return logger[level]({ err: error }, format(...args.filter((arg) => arg !== error)) || error.message)
    logger[level](format(...args))
  }
  console.log = line('info')
  console.info = line('info')
  console.warn = line('warn')
  console.error = line('error')
  console.debug = line('debug')
}
