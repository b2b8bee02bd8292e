// Prometheus for the cluster stage's fault drills (Debian's `prometheus` package): it runs
// deploy/prometheus.yml and deploy/alerts.yml as they are, with only the scrape targets replaced
// by the instances' metrics ports and the intervals shortened to 1 s (a drill lasts seconds, not
// minutes). Its own query API answers whether an alert's expression holds.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './postgres.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** deploy/prometheus.yml with `targets` scraped every second. */
export function drillConfig(targets) {
  const config = readFileSync(path.join(ROOT, 'deploy/prometheus.yml'), 'utf8')
  const replaced = config
    .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
    .replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s')
    .replace(/scrape_timeout: \S+/, 'scrape_timeout: 1s')
    .replace(/^(\s*)- targets: \[[^\]]*\]/m, (_line, indent) => `${indent}- targets: [${targets.map((target) => `'${target}'`).join(', ')}]`)
  // (the commented-out Alertmanager block has a targets line too: only an uncommented one is replaced)
  if (!replaced.includes(targets[0])) throw new Error('deploy/prometheus.yml: no `- targets: [...]` line to replace')
  return replaced
}

/**
 * @param {{ targets: string[], log?: (line: string) => void }} options  targets: host:port of each metrics listener
 * @returns {Promise<{ url: string, query(expression: string): Promise<{ metric: Record<string, string>, value: [number, string] }[]>, stop(): void }>}
 */
export async function startPrometheus({ targets, log = () => {} }) {
  if (spawnSync('prometheus', ['--version']).error) throw new Error('prometheus is not installed (Debian: apt-get install prometheus).')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-drill-'))
  writeFileSync(path.join(dir, 'prometheus.yml'), drillConfig(targets))
  copyFileSync(path.join(ROOT, 'deploy/alerts.yml'), path.join(dir, 'alerts.yml'))
  const port = await freePort()
  const output = openSync(path.join(dir, 'prometheus.log'), 'a')
  const child = spawn(
    'prometheus',
    [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--storage.tsdb.retention.time=1h'],
    { stdio: ['ignore', output, output] },
  )
  closeSync(output)
  const url = `http://127.0.0.1:${port}`
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  for (const started = Date.now(); ; ) {
    const ready = await fetch(`${url}/-/ready`).then((response) => response.ok, () => false)
    if (ready) break
    if (child.exitCode !== null || Date.now() - started > 30_000) {
      const text = readFileSync(path.join(dir, 'prometheus.log'), 'utf8').slice(-2000)
      stop()
      throw new Error(`prometheus did not start:\n${text}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  log(`prometheus on ${url}, scraping ${targets.join(', ')}`)
  return {
    url,
    async query(expression) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`)
      const body = await response.json()
      if (body.status !== 'success') throw new Error(`prometheus query ${expression}: ${body.error ?? response.status}`)
      return body.data.result
    },
    stop,
  }
}
