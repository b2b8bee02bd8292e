/**
 * Issue 27, alerts: deploy/prometheus.yml and deploy/alerts.yml pass `promtool check`, every alert
 * fires on its synthetic series and stays quiet on a healthy twin (`promtool test rules` over
 * tests/unit/alerts.test.yml), reads only series the instances report, and has its runbook entry
 * in docs/operations.md. promtool comes with Debian's `prometheus` package (.ci/run installs it).
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { drillConfig } from '../../scripts/tooling/prometheus.mjs'
import { metricNames } from '../../server/metrics.ts'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const promtool = (...args: string[]) => execFileSync('promtool', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' })

const rules = read('deploy/alerts.yml')
const alertNames = [...rules.matchAll(/- alert: (\w+)/g)].map((match) => match[1]!)

describe('deploy/prometheus.yml and deploy/alerts.yml', () => {
  it('pass promtool check config and check rules', () => {
    expect(promtool('check', 'config', 'deploy/prometheus.yml')).toMatch(/SUCCESS: deploy\/prometheus\.yml is valid/)
    expect(promtool('check', 'rules', 'deploy/alerts.yml')).toMatch(new RegExp(`SUCCESS: ${alertNames.length} rules found`))
  })

  it('hold the alerts the issue names', () => {
    expect(alertNames).toEqual(['SiteInstanceDown', 'SiteInstanceNotReady', 'SiteErrorRateHigh', 'SitePagesSlow', 'SiteOutboxStuck', 'SiteJobsFailing', 'SiteSignInSurge', 'SiteMemoryNearLimit', 'SiteBackupTooOld'])
  })

  it('every alert passes promtool test rules, firing on its series and quiet on a healthy twin', () => {
    const tests = read('tests/unit/alerts.test.yml')
    for (const name of alertNames) {
      const cases = [...tests.matchAll(new RegExp(`alertname: ${name}\\n\\s+exp_alerts:(.*)`, 'g'))].map((match) => match[1]!.trim())
      expect(cases, `${name}: a case where it fires`).toContain('')
      expect(cases, `${name}: a case where it stays quiet`).toContain('[]')
    }
    expect(promtool('test', 'rules', 'tests/unit/alerts.test.yml')).toMatch(/SUCCESS/)
  })

  it('read only series an instance reports (or Prometheus’s own `up`)', () => {
    const processMetrics = ['process_resident_memory_bytes']
    const histogramParts = metricNames.flatMap((name) => [`${name}_bucket`, `${name}_count`, `${name}_sum`])
    const known = new Set([...metricNames, ...histogramParts, ...processMetrics, 'up'])
    const used = [...rules.matchAll(/\b((?:site|http|process)_[a-z_]+|up)\{/g)].map((match) => match[1]!)
    expect(used.length).toBeGreaterThan(alertNames.length)
    for (const name of used) expect(known, name).toContain(name)
  })

  it('each alert has its runbook entry in docs/operations.md: what it means, what to look at, what to do', () => {
    const runbook = read('docs/operations.md')
    for (const name of alertNames) {
      const section = runbook.split(/\n### /).find((part) => part.startsWith(`${name}\n`))
      expect(section, name).toBeDefined()
      expect(section, name).toMatch(/\*\*Means\*\*/)
      expect(section, name).toMatch(/\*\*Look at\*\*/)
      expect(section, name).toMatch(/\*\*Do\*\*/)
      expect(rules, name).toContain(`docs/operations.md#${name.toLowerCase()}`)
    }
  })

  it('the fault drills run the same files with only the scrape targets and intervals changed', () => {
    const drill = drillConfig(['127.0.0.1:1111', '127.0.0.1:2222'])
    expect(drill).toContain("- targets: ['127.0.0.1:1111', '127.0.0.1:2222']")
    expect(drill).toContain("- targets: ['127.0.0.1:9093']") // the commented-out Alertmanager block is left alone
    expect(drill).not.toContain('9101')
    const dir = mkdtempSync(path.join(os.tmpdir(), 'drill-config-'))
    writeFileSync(path.join(dir, 'prometheus.yml'), drill)
    copyFileSync(path.join(root, 'deploy/alerts.yml'), path.join(dir, 'alerts.yml'))
    expect(promtool('check', 'config', path.join(dir, 'prometheus.yml'))).toMatch(/is valid prometheus config file syntax/)
    rmSync(dir, { recursive: true, force: true })
  })
})
