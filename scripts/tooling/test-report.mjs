// The rules `npm test` (scripts/test.mjs) judges a stage by, apart from running it, so that a unit
// test holds them (tests/unit/test-report.test.ts):
// - a stage fails on a non-zero exit, a report it cannot read, no test run, or a flaky test that
//   tests/known-flaky.txt does not list with a reason;
// - a flaky test (failed, then passed on its retry) is counted apart: never as passed.

/**
 * @typedef {{ name: string, listed: boolean }} FlakyTest
 * @typedef {{ passed: number, failed: number, skipped: number, flaky?: FlakyTest[] }} Counts
 * @typedef {{ name: string, status: 'PASS' | 'FAIL' | 'SKIP', ms: number, passed: number, failed: number,
 *   flaky: number, skipped: number, note: string }} Row
 */

/**
 * The entries of tests/known-flaky.txt that allow a flaky test: `<file> › <title> | <reason>`, `#`
 * starts a comment. An entry without a reason allows nothing.
 * @param {string} text
 * @returns {{ allowed: Set<string>, withoutReason: string[] }}
 */
export function parseKnownFlaky(text) {
  const entries = text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.lastIndexOf('|')
      return bar === -1 ? [line, ''] : [line.slice(0, bar).trim(), line.slice(bar + 1).trim()]
    })
  return {
    allowed: new Set(entries.filter(([, reason]) => reason).map(([name]) => name)),
    withoutReason: entries.filter(([, reason]) => !reason).map(([name]) => name),
  }
}

/**
 * Counts of a Playwright JSON report, or null when it is no such report. Flaky tests are named
 * `<file> › <describe …> › <title>`, the project in brackets after it.
 * @param {any} report
 * @param {Set<string>} allowed  the names tests/known-flaky.txt allows
 * @returns {Counts | null}
 */
export function playwrightCounts(report, allowed) {
  if (!report?.stats || !Array.isArray(report.suites)) return null
  /** @type {FlakyTest[]} */
  const flaky = []
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue
        const name = [spec.file ?? suite.file, ...path, spec.title].join(' › ')
        flaky.push({ name: `${name} [${test.projectName}]`, listed: allowed.has(name) })
      }
    }
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of report.suites) walk(suite, [])
  const { expected = 0, unexpected = 0, skipped = 0 } = report.stats
  return { passed: expected, failed: unexpected, skipped, flaky }
}

/**
 * Counts of a Vitest JSON report, or null when it is no such report. A test file that fails
 * outside any test (an import error, a failing beforeAll) counts as one failure.
 * @param {any} json
 * @returns {Counts | null}
 */
export function vitestCounts(json) {
  if (typeof json?.numTotalTests !== 'number') return null
  const brokenFiles = (json.testResults ?? []).filter(
    (/** @type {any} */ file) => file.status === 'failed' && !(file.assertionResults ?? []).some((/** @type {any} */ test) => test.status === 'failed'),
  ).length
  return {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + brokenFiles,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  }
}

/**
 * A stage's summary row from its runner's exit and report counts.
 * @param {string} name
 * @param {number} ms
 * @param {{ code: number, timedOut: boolean }} exit
 * @param {Counts | null} counts
 * @returns {Row}
 */
export function stageRow(name, ms, { code, timedOut }, counts) {
  /** @type {Row} */
  const row = { name, status: 'PASS', ms, passed: 0, failed: 0, flaky: 0, skipped: 0, note: '' }
  const notes = []
  if (counts) Object.assign(row, { passed: counts.passed, failed: counts.failed, skipped: counts.skipped, flaky: counts.flaky?.length ?? 0 })
  else {
    row.status = 'FAIL'
    notes.push('no readable test report')
  }
  if (timedOut) notes.push('timed out')
  if (code !== 0) {
    row.status = 'FAIL'
    if (!timedOut) notes.push(`exit code ${code}`)
  }
  if (counts && row.passed + row.failed + row.flaky === 0) {
    row.status = 'FAIL'
    notes.push('no test ran')
  }
  const unlisted = (counts?.flaky ?? []).filter((test) => !test.listed).length
  if (unlisted > 0) {
    row.status = 'FAIL'
    notes.push(`${unlisted} flaky, not in tests/known-flaky.txt`)
  }
  if (row.status === 'FAIL' && row.failed + unlisted === 0) {
    row.failed = 1
    notes.push('counted as 1 failure')
  }
  row.note = notes.join('; ')
  return row
}

/**
 * The closing line: a flaky test that is not listed fails the run, so it counts as failed there.
 * @param {Row[]} rows
 * @param {FlakyTest[]} flaky
 */
export function closingLine(rows, flaky) {
  const passed = rows.reduce((sum, row) => sum + row.passed, 0)
  const failed = rows.reduce((sum, row) => sum + row.failed, 0) + flaky.filter((test) => !test.listed).length
  return `${passed} passed, ${failed} failed`
}
