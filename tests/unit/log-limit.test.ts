/**
 * Issue 26, "Log amplification": a client's error is one short line, and lines of one kind are
 * written a few times a minute, then only counted (src/cms/logLimit.ts), in Payload's log and in
 * Next's console.error.
 */
import { APIError, Forbidden } from 'payload'
import { describe, expect, it } from 'vitest'

import { countLine, createLogLimit, faultKind, fullPerMinute, limitConsole, shortLine } from '@/cms/logLimit'
import { limitedLogMethod } from '@/cms/logger'

function clock(start = 1_000_000) {
  const time = { now: start }
  return { time, now: () => time.now }
}

describe('the log limit', () => {
  it('writes the first few of a kind a minute, counts the rest, and tells the count once the minute is over', () => {
    const { time, now } = clock()
    const limit = createLogLimit({ now })
    const admitted = Array.from({ length: 1000 }, () => limit.admit('SyntaxError: x'))
    expect(admitted.filter(Boolean)).toHaveLength(fullPerMinute)
    expect(limit.admit('another kind')).toBe(true)
    expect(limit.drain()).toEqual([])
    time.now += 60_000
    expect(limit.drain()).toEqual([{ kind: 'SyntaxError: x', count: 1000 - fullPerMinute }])
    expect(limit.admit('SyntaxError: x')).toBe(true)
    expect(countLine({ kind: 'SyntaxError: x', count: 997 })).toBe('997 more "SyntaxError: x" in the last minute (not written one by one)')
  })

  it('keeps a bounded table however many kinds are made up', () => {
    const limit = createLogLimit({ now: clock().now })
    let written = 0
    for (let i = 0; i < 10_000; i++) if (limit.admit(`kind ${i}`)) written++
    expect(written).toBeLessThan(510)
  })

  it('makes one short line of any message: no line breaks, no terminal escapes, cut to length', () => {
    expect(shortLine('400 bad\nforged line\r\nmore')).toBe('400 bad')
    expect(shortLine('a\u001b[31mred\u0007')).toBe('a [31mred')
    expect(Array.from(shortLine('x'.repeat(5000)))).toHaveLength(160)
  })

  it('a line of a kind whose minute is over starts a new minute; the old count waits for drain()', () => {
    const { time, now } = clock()
    const limit = createLogLimit({ now })
    for (let i = 0; i < 10; i++) limit.admit('k')
    time.now += 60_000
    expect(limit.admit('k')).toBe(true)
    expect(limit.drain()).toEqual([{ kind: 'k', count: 10 - fullPerMinute }])
    expect(limit.drain()).toEqual([])
  })

  it('names a fault by what does not vary between its occurrences', () => {
    expect(faultKind(new SyntaxError(`Unexpected token 'x', "xxxxxxxx" is not valid JSON`))).toBe(faultKind(new SyntaxError(`Unexpected token 'y', "yy" is not valid JSON`)))
    expect(faultKind(new Error('timeout after 1234 ms'))).toBe('Error: timeout after N ms')
  })
})

/** Runs Payload's log hook as pino would, recording what reaches the log. */
function payloadLog() {
  const lines: { level: string; args: unknown[] }[] = []
  const { time, now } = clock()
  const hook = limitedLogMethod(createLogLimit({ now }), 10)
  const logger = { info: (...rest: unknown[]) => lines.push({ level: 'info', args: rest }), warn: (...rest: unknown[]) => lines.push({ level: 'warn', args: rest }) }
  const method = (...rest: unknown[]) => lines.push({ level: 'error', args: rest })
  const log = (args: unknown[]) => hook.call(logger as never, args as never, method as never, 50)
  return { lines, log, time }
}

describe("Payload's log", () => {
  it('writes a where that does not parse, and a broken multipart body, as one short info line each (they answer 400)', () => {
    const { lines, log } = payloadLog()
    let parseError: unknown
    try {
      JSON.parse('xxxxxxxx')
    } catch (error) {
      parseError = error
    }
    log([{ err: parseError }])
    log([{ err: new Error('Unexpected end of form') }])
    // A body that stopped coming (the client hung up, or got 408: server/body-timeout.ts).
    log([{ err: Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }) }])
    // Payload's body reader logs the error itself, not `{ err }`.
    log([Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })])
    expect(lines.map((line) => line.level)).toEqual(['info', 'info', 'info', 'info'])
    expect(lines[0]!.args[0]).toMatch(/^400 Unexpected token 'x', "xxxxxxxx" is not valid JSON$/)
    expect(lines[1]!.args).toEqual(['400 Unexpected end of form'])
  })

  it('writes a client error a few times a minute, a server fault with its stack a few times, then a count', async () => {
    const { lines, log, time } = payloadLog()
    for (let i = 0; i < 500; i++) log([{ err: Object.assign(new Forbidden(), { name: 'l' }) }])
    for (let i = 0; i < 500; i++) log([{ err: new Error(`database is locked (${i})`) }])
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(fullPerMinute)
    const faults = lines.filter((line) => line.level === 'error')
    expect(faults).toHaveLength(fullPerMinute)
    expect(faults[0]!.args[0]).toHaveProperty('err')
    time.now += 60_000
    await new Promise((resolve) => setTimeout(resolve, 30))
    const counts = lines.filter((line) => line.level === 'warn').map((line) => line.args[0])
    expect(counts).toEqual([
      `${500 - fullPerMinute} more "403 You are not allowed to perform this action." in the last minute (not written one by one)`,
      `${500 - fullPerMinute} more "Error: database is locked (N)" in the last minute (not written one by one)`,
    ])
  })

  it('passes plain messages and a 500 through unchanged', () => {
    const { lines, log } = payloadLog()
    log(['Seeded demo content'])
    const internal = new APIError('x', 500)
    log([{ err: internal }])
    expect(lines).toEqual([
      { level: 'error', args: ['Seeded demo content'] },
      { level: 'error', args: [{ err: internal }] },
    ])
  })
})

describe("Next's console.error", () => {
  it('writes a made-up server action id as one short line, and a fault a few times a minute', () => {
    const written: { level: string; args: unknown[] }[] = []
    const target = { error: (...args: unknown[]) => written.push({ level: 'error', args }), warn: (...args: unknown[]) => written.push({ level: 'warn', args }) }
    limitConsole(target, createLogLimit({ now: clock().now }), 10)
    target.error(new Error('Failed to find Server Action "abc". This request might be from an older or newer deployment.\nRead more: https://nextjs.org/docs'))
    expect(written).toEqual([{ level: 'error', args: ['Error: Failed to find Server Action "abc". This request might be from an older or newer deployment.'] }])
    const fault = new Error('render failed')
    for (let i = 0; i < 100; i++) target.error('⨯', fault)
    expect(written.slice(1)).toEqual(Array.from({ length: fullPerMinute }, () => ({ level: 'error', args: ['⨯', fault] })))
    target.warn('a warning')
    expect(written.at(-1)).toEqual({ level: 'warn', args: ['a warning'] })
  })
})
