/**
 * Issue 30: how `npm test` judges a stage (scripts/tooling/test-report.mjs). No stage passes empty or on
 * an unreadable report, and a flaky browser test is counted apart, never as passed, and fails the
 * run unless tests/known-flaky.txt lists it with a reason; that file stays empty.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { closingLine, parseKnownFlaky, playwrightCounts, stageRow, vitestCounts } from '../../scripts/tooling/test-report.mjs'

const ok = { code: 0, timedOut: false }

/** A Playwright JSON report: one file, one describe, the given tests' final statuses. */
function report(statuses: Record<string, string>) {
  const tests = Object.entries(statuses)
  const count = (status: string) => tests.filter(([, value]) => value === status).length
  return {
    stats: { expected: count('expected'), unexpected: count('unexpected'), flaky: count('flaky'), skipped: count('skipped') },
    suites: [
      {
        title: 'enquiry.spec.ts',
        file: 'enquiry.spec.ts',
        specs: [],
        suites: [
          {
            title: 'the dialog',
            file: 'enquiry.spec.ts',
            specs: tests.map(([title, status]) => ({ title, file: 'enquiry.spec.ts', tests: [{ projectName: 'desktop', status }] })),
          },
        ],
      },
    ],
  }
}

describe('a flaky browser test', () => {
  it('is named and counted apart from the passed ones', () => {
    const counts = playwrightCounts(report({ opens: 'expected', closes: 'flaky' }), new Set())
    expect(counts).toEqual({ passed: 1, failed: 0, skipped: 0, flaky: [{ name: 'enquiry.spec.ts › the dialog › closes [desktop]', listed: false }] })
  })

  it('fails the stage and counts as failed in the closing line unless it is listed with a reason', () => {
    const counts = playwrightCounts(report({ opens: 'expected', closes: 'flaky' }), new Set())!
    const row = stageRow('e2e', 1, ok, counts)
    expect(row).toMatchObject({ status: 'FAIL', passed: 1, failed: 0, flaky: 1 })
    expect(row.note).toContain('1 flaky, not in tests/known-flaky.txt')
    expect(closingLine([row], counts.flaky!)).toBe('1 passed, 1 failed')

    const { allowed } = parseKnownFlaky('# comment\nenquiry.spec.ts › the dialog › closes | waits on a third-party toast\n')
    const listed = playwrightCounts(report({ opens: 'expected', closes: 'flaky' }), allowed)!
    expect(stageRow('e2e', 1, ok, listed)).toMatchObject({ status: 'PASS', passed: 1, flaky: 1 })
    expect(closingLine([stageRow('e2e', 1, ok, listed)], listed.flaky!)).toBe('1 passed, 0 failed')
  })

  it('is not allowed by an entry without a reason', () => {
    expect(parseKnownFlaky('enquiry.spec.ts › the dialog › closes\nx › y |  \n')).toEqual({
      allowed: new Set(),
      withoutReason: ['enquiry.spec.ts › the dialog › closes', 'x › y'],
    })
  })

  it('is allowed by nothing today: tests/known-flaky.txt lists no test', () => {
    expect(parseKnownFlaky(readFileSync('tests/known-flaky.txt', 'utf8'))).toEqual({ allowed: new Set(), withoutReason: [] })
  })
})

describe('no stage passes empty', () => {
  it('fails on a report it cannot read, even when the runner exited 0', () => {
    expect(vitestCounts(null)).toBeNull()
    expect(vitestCounts({ unrelated: true })).toBeNull()
    expect(playwrightCounts({ stats: {} }, new Set())).toBeNull()
    expect(stageRow('http', 1, ok, null)).toMatchObject({ status: 'FAIL', failed: 1, note: 'no readable test report; counted as 1 failure' })
  })

  it('fails when no test ran, skipped ones alone included', () => {
    expect(stageRow('unit', 1, ok, { passed: 0, failed: 0, skipped: 0 })).toMatchObject({ status: 'FAIL', failed: 1 })
    expect(stageRow('unit', 1, ok, { passed: 0, failed: 0, skipped: 3 })).toMatchObject({ status: 'FAIL', note: 'no test ran; counted as 1 failure' })
  })

  it('fails on a non-zero exit or a time-out whatever the counts say', () => {
    expect(stageRow('unit', 1, { code: 1, timedOut: false }, { passed: 5, failed: 0, skipped: 0 })).toMatchObject({ status: 'FAIL', failed: 1 })
    expect(stageRow('unit', 1, { code: 143, timedOut: true }, { passed: 5, failed: 0, skipped: 0 }).note).toBe('timed out; counted as 1 failure')
  })

  it('counts a test file that failed outside its tests as a failure', () => {
    const json = {
      numTotalTests: 2,
      numPassedTests: 2,
      numFailedTests: 0,
      testResults: [{ status: 'failed', assertionResults: [] }, { status: 'passed', assertionResults: [{ status: 'passed' }] }],
    }
    expect(vitestCounts(json)).toEqual({ passed: 2, failed: 1, skipped: 0 })
  })

  it('passes with tests run, exit 0 and nothing flaky', () => {
    expect(stageRow('unit', 1, ok, { passed: 3, failed: 0, skipped: 1 })).toMatchObject({ status: 'PASS', note: '' })
  })
})
