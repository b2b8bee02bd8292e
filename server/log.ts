// The server's logger (pino, as Payload's): one JSON line per request and every other line of the
// process — Next's console output and Payload's logger included — through the same logger.
//
// How other code logs: server modules call `processLogger().info/warn/error(…)` of this module
// (an Error as the first argument or as `{ err }` keeps its stack); the site's code (src/) calls
// `siteLog()` of src/ops/log.ts, which is this logger once the server runs (console otherwise):
// the server installs it in the registry (packages/front-door/registry.ts).
//
// Rules (issue 27): LOG_LEVEL sets the level (default info); LOG_FORMAT is json or pretty (default:
// pretty on a terminal, json otherwise); an error keeps its stack on its first line in a minute, and
// past a few of a kind a minute lines are counted into one line (issue 26, packages/log-limit); so are
// the request lines of client errors (requestLineWriter); no visitor content: e-mail addresses and
// phone numbers in a message are masked and the fields that carry a visitor's text are redacted.
import { format } from 'node:util'

import pino, { type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'

/** Client errors' (and routine) request lines written in full a minute, of each kind. */
export const requestLinesPerMinute = 1
const routineKind = 'request: the jobs runner\'s own calls'

import { registry } from '@rugged/front-door/registry'
import { countsWriter, createLogLimit, drainEveryMs, limitedLogMethod, type LogLimit } from '@rugged/log-limit'

/** A logger's writer of request lines (see createLogger), kept beside the logger. */
interface RequestLines {
  /** pino without the hooks (a terminal's pretty lines) */
  lines: Logger
  /** the JSON line written as it is, to the logger's destination; null with pretty lines */
  raw: ((text: string) => void) | null
  minLevel: number
  limit: LogLimit
  everyMs: number
  now?: () => number
}
const requestLines = new WeakMap<Logger, RequestLines>()

/** LOG_FORMAT: json or pretty; anything else means the default for where the output goes. */
export function logFormat(value = process.env.LOG_FORMAT, terminal = Boolean(process.stdout.isTTY)): 'json' | 'pretty' {
  return value === 'json' || value === 'pretty' ? value : terminal ? 'pretty' : 'json'
}

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
// A phone number: 7 or more digits, perhaps after a +, with spaces or dashes between groups.
const phonePattern = /(?<![\w.:/-])\+?\d(?:[ -]?\d){6,}(?![\w.:/-])/g

// drizzle's "Failed query: … params: …" carries the query's values (an enquiry's text on a failed insert).
const queryParamsPattern = /(\bparams: )[^\n]*/g

/** A message with the visitor's contact details, and a failed query's values, masked. */
export function scrub(text: string): string {
  return text.replace(queryParamsPattern, '$1[redacted]').replace(emailPattern, '[email]').replace(phonePattern, '[phone]')
}

/** Fields that hold what a visitor wrote (an enquiry, a job's mail input), never logged. */
const redacted = ['email', 'phone', 'mobile', 'content', 'text', 'html', 'input', 'body', 'to'].flatMap((field) => [field, `*.${field}`])

/**
 * A client error's line (Payload's 4xx, Next's made-up server action id) met in a request goes on
 * that request's line as `error` (request-log.ts), so a client error is one line, itself under
 * the limit of client errors' request lines. After that line is written (a body the client
 * stopped sending, read on after its 408), it is dropped: the request line told the answer.
 */
function onRequestLine(line: string): boolean {
  const context = registry.requests.getStore()
  if (!context) return false
  if (!context.written) context.error ??= line
  return true
}

interface LoggerOptions {
  level?: string
  format?: 'json' | 'pretty'
  destination?: DestinationStream
  now?: () => number
  drainEveryMs?: number
}

export function createLogger({ level = process.env.LOG_LEVEL || 'info', format: chosen = logFormat(), destination, now, drainEveryMs: everyMs = drainEveryMs }: LoggerOptions = {}): Logger {
  const limit = createLogLimit({ now })
  const out = destination ?? (chosen === 'pretty' ? pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) : pino.destination({ dest: 1, sync: false }))
  const chosenLevel = pino.levels.values[level] ? level : 'info'
  const logger = pino(
    {
      level: chosenLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redacted, censor: '[redacted]' },
      serializers: { err: (value: unknown) => (value instanceof Error ? { type: value.name, message: scrub(value.message), stack: scrub(String(value.stack)) } : value) },
      mixin: () => registry.requests.getStore()?.fields ?? {},
      // Client errors one short line, server faults their stack once, a few of a kind a minute, then a count (packages/log-limit).
      hooks: { logMethod: limitedLogMethod(limit, everyMs, { scrub, onClientError: onRequestLine }) },
    },
    out,
  )
  // The request lines (request-log.ts) hold only the fields it writes, none a visitor's: they skip
  // the hooks, the redaction and the mixin, which cost more than the line itself at thousands a
  // second, and in JSON they are written as text, pino's own line format, to the same destination.
  const lines = pino({ level: chosenLevel, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, out)
  const raw = chosen === 'json' ? (text: string) => void out.write(text) : null
  requestLines.set(logger, { lines, raw, minLevel: pino.levels.values[chosenLevel]!, limit: createLogLimit({ now, perMinute: requestLinesPerMinute }), everyMs, now })
  return logger
}

/**
 * The writer of `logger`'s request lines: same destination and level, no hooks (see createLogger).
 * A client error's line (4xx: the guard's 400/405/408 too) is written once a minute for each
 * status and route class, then counted, one count line for each when its minute is over (issue
 * 26: a flood of malformed requests must not grow the log, < 100 bytes an answer). The routine
 * lines (the jobs runner's own 2xx calls, every JOBS_INTERVAL_SECONDS; it logs each run that did
 * something itself) are only counted. 2xx, 3xx and 5xx lines of requests always.
 */
export function requestLineWriter(logger: Logger): (line: { status: number; route: string } & Record<string, unknown>, options?: { routine?: boolean }) => void {
  const own = requestLines.get(logger)
  const lines = own?.lines ?? logger
  const limit = own?.limit ?? createLogLimit()
  const counted = countsWriter(limit, (text) => lines.info({ counted: true }, text), own?.everyMs)
  const routineLimit = createLogLimit({ perMinute: 0, now: own?.now })
  const routineCounted = countsWriter(routineLimit, (text) => lines.info({ counted: true }, text), own?.everyMs)
  const write = (level: 30 | 40, line: Record<string, unknown>) => {
    if (!own?.raw) return void (level === 40 ? lines.warn(line, 'request') : lines.info(line, 'request'))
    if (level >= own.minLevel) own.raw(jsonLine(level, line))
  }
  return (line, { routine = false } = {}): void => {
    if (line.status >= 500) return write(40, line)
    if (routine) {
      // Never written one by one: a count line, once a minute, tells them.
      routineLimit.admit(routineKind)
      return routineCounted()
    }
    if (line.status < 400 || limit.admit(`request ${line.status} ${line.route}`)) return write(30, line)
    counted()
  }
}

/** The time as pino writes it, made once a millisecond (a request line a few microseconds apart shares it). */
let lastMs = 0
let lastTime = ''
function isoNow(): string {
  const now = Date.now()
  if (now !== lastMs) [lastMs, lastTime] = [now, new Date(now).toISOString()]
  return lastTime
}

// A string JSON writes as it is, between quotes.
const plainText = /^[^"\\\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/
const jsonValue = (value: unknown) => (typeof value === 'string' && plainText.test(value) ? `"${value}"` : typeof value === 'number' ? String(value) : JSON.stringify(value))

/** A request line in pino's JSON form, serialised once, without pino's object walk. */
function jsonLine(level: 30 | 40, line: Record<string, unknown>): string {
  let text = `{"level":${level},"time":"${isoNow()}","pid":${process.pid}`
  for (const key in line) if (line[key] !== undefined) text += `,"${key}":${jsonValue(line[key])}`
  return `${text},"msg":"request"}\n`
}

let made: Logger | undefined

/** The process's logger, made on first use (the server's, Payload's and the site's code share it through the registry). */
export function processLogger(): Logger {
  made ??= createLogger()
  registry.logger = made
  return made
}

/**
 * Sends console.log/info/warn/error/debug (Next's own lines, and any library's) through the logger:
 * a console.error of an Error keeps its stack once, like the logger's own errors.
 */
export function routeConsoleThrough(logger: Logger = processLogger()): void {
  const line = (level: 'info' | 'warn' | 'error' | 'debug') => (...args: unknown[]) => {
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
