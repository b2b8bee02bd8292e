/**
 * Issue 39 against the built server, which runs the schedule as `npm start` does
 * (BACKUP_INTERVAL_HOURS 24, its jobs every 2 s, BACKUP_DIR in the test's folder): the first backup
 * is taken within a jobs run of the start, once, through the backup command; its lines are in the
 * server's log; the metrics listener reports it with the interval SiteBackupTooOld reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { Manifest } from '../../server/backup/manifest.ts'
import { serverLogLines } from './support'

const backupDir = process.env.BACKUP_DIR ?? ''
const whole = () => (existsSync(backupDir) ? readdirSync(backupDir).filter((name) => existsSync(path.join(backupDir, name, 'manifest.json'))) : [])
const scrape = async () => (await fetch(`http://127.0.0.1:${process.env.METRICS_PORT}/metrics`)).text()
const sample = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.slice(series.length + 1) ?? NaN)

describe('the scheduled backup', () => {
  it('is taken within a jobs run of the start, once, into BACKUP_DIR', async () => {
    expect(backupDir, 'BACKUP_DIR is set for this server').not.toBe('')
    await expect.poll(() => whole().length, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(1)
    // Many jobs runs later (every 2 s), still the one: the next is due in 24 hours.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(whole()).toHaveLength(1)
    const manifest = JSON.parse(readFileSync(path.join(backupDir, whole()[0]!, 'manifest.json'), 'utf8')) as Manifest
    expect(manifest).toMatchObject({ trigger: 'schedule', database: { kind: 'sqlite' }, media: { store: 'folder' } })
    expect(manifest.counts.products).toBeGreaterThan(0)
    expect(serverLogLines().map((line) => String(line.msg))).toContainEqual(expect.stringMatching(/^> Backup: Backup written to .+ \(\d.* in .* s\)$/))
  })

  it('is on the metrics port: when it ended, how long it took, and the interval', async () => {
    await expect.poll(async () => sample(await scrape(), 'site_backup_last_success_timestamp_seconds'), { timeout: 30_000 }).toBeGreaterThan(0)
    const text = await scrape()
    const ended = sample(text, 'site_backup_last_success_timestamp_seconds')
    expect(Date.now() / 1000 - ended).toBeLessThan(24 * 3600)
    expect(sample(text, 'site_backup_duration_seconds')).toBeGreaterThan(0)
    expect(sample(text, 'site_backup_interval_seconds')).toBe(24 * 3600)
  })
})
