import { Forbidden, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { clientErrorsOnOneLine, payloadLoggerFor } from '@/cms/logger'

/** Runs the hook as pino would, recording what reaches the log. */
function log(args: unknown[]) {
  const lines: { level: string; args: unknown[] }[] = []
  const logger = { info: (...rest: unknown[]) => lines.push({ level: 'info', args: rest }) }
  const method = (...rest: unknown[]) => lines.push({ level: 'error', args: rest })
  clientErrorsOnOneLine.call(logger as never, args as never, method as never, 50)
  return lines
}

describe('Payload log: a client error is one line, a server fault keeps its stack (item 7b)', () => {
  it('logs an anonymous 403 as one info line with its status and message', () => {
    // Minified production builds rename the class, which is why Payload's loggingLevels missed it.
    const forbidden = Object.assign(new Forbidden(), { name: 'l' })
    expect(log([{ err: forbidden }])).toEqual([{ level: 'info', args: ['403 You are not allowed to perform this action.'] }])
    expect(log([{ err: new NotFound() }])[0]?.args).toEqual(['404 Not Found'])
    expect(log([{ err: new ValidationError({ errors: [{ message: 'x', path: 'title' }] }) }])[0]?.level).toBe('info')
  })

  it('passes server faults and plain messages through unchanged', () => {
    const fault = new Error('database is locked')
    expect(log([{ err: fault }])).toEqual([{ level: 'error', args: [{ err: fault }] }])
    expect(log(['Seeded demo content'])).toEqual([{ level: 'error', args: ['Seeded demo content'] }])
    const internal = Object.assign(new Error('x'), { status: 500, isOperational: true })
    expect(log([{ err: internal }])[0]?.level).toBe('error')
  })
})

describe('Payload log where the server’s logger is not there (database step, CLI)', () => {
  it('follows LOG_FORMAT and LOG_LEVEL: JSON unless pretty is asked for or it writes to a terminal', () => {
    const described = (logger: ReturnType<typeof payloadLoggerFor>) => logger as { destination?: unknown; options: { level?: string } }
    const destination = (logger: ReturnType<typeof payloadLoggerFor>) => described(logger).destination
    expect(destination(payloadLoggerFor({}, false))).toBeUndefined() // pino's JSON to stdout
    expect(destination(payloadLoggerFor({ LOG_FORMAT: 'json' }, true))).toBeUndefined()
    expect(destination(payloadLoggerFor({}, true))).toBeDefined()
    expect(destination(payloadLoggerFor({ LOG_FORMAT: 'pretty' }, false))).toBeDefined()
    const logger = payloadLoggerFor({ LOG_LEVEL: 'warn' }, false)
    expect(described(logger).options.level).toBe('warn')
  })
})
