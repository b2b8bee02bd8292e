/**
 * SQLite (WAL, synchronous=FULL): an enquiry acknowledged to the visitor survives kill -9 of the
 * server process. Backups (issue 39): one taken under load restores into a fresh instance, on the
 * demo content and on a site of 100× it; SiteBackupTooOld fires when scheduled backups stop.
 */
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { backupAlertDrill, drillIntervalSeconds } from './backup-alert'
import { drillPages, localDrill } from './backup-local'
import { hundredfold } from './hundredfold'
import { ackedBeforeKill, killUnderLoad } from './kill-under-load'
import { prepareDatabase, report, workDir } from './support'

const databaseUri = `file:${path.join(workDir, 'sqlite', 'site.db')}`
const mediaDir = path.join(workDir, 'media')

beforeAll(() => prepareDatabase(databaseUri, 'sqlite'))

it('keeps every acknowledged enquiry through kill -9 under load', async () => {
  const counts = await killUnderLoad('sqlite', databaseUri)
  expect(counts.failedBeforeKill, 'enquiries refused before the kill').toBe(0)
  expect(counts.acknowledged, 'acknowledged before and while the kill').toBeGreaterThanOrEqual(ackedBeforeKill)
  expect(counts.lost).toEqual([])
  expect(counts.stored).toBeGreaterThanOrEqual(counts.acknowledged)
})

describe('backup and restore', () => {
  it('a backup taken under load restores into a fresh instance: every acknowledged enquiry, every media file, the same pages', async () => {
    await localDrill('SQLite', { databaseUri }, `file:${path.join(workDir, 'sqlite-restored', 'site.db')}`)
  }, 600_000)

  it('and on a site of 100× the demo content', async () => {
    const started = Date.now()
    const grown = { file: path.join(workDir, 'hundredfold', 'site.db'), mediaDir: path.join(workDir, 'hundredfold', 'media') }
    const made = await hundredfold({ file: path.join(workDir, 'sqlite', 'site.db'), mediaDir }, grown)
    const madeIn = (Date.now() - started) / 1000
    // Not the download centre: it lists every document, 10,600 here, a 38 MB page whose first rendering takes minutes.
    const pages = drillPages.filter((page) => page !== '/downloads')
    const note = `documents and media ×100, generated in ${madeIn.toFixed(0)} s: ${made.rows} rows, ${made.files} media files`
    await localDrill('SQLite 100×', { databaseUri: `file:${grown.file}`, mediaDir: grown.mediaDir }, `file:${path.join(workDir, 'hundredfold-restored', 'site.db')}`, { pages, mediaSample: 300, note })
  }, 900_000)

  it('SiteBackupTooOld holds in Prometheus once scheduled backups stop, and clears when they work again', async () => {
    const drill = await backupAlertDrill(databaseUri)
    expect(drill.kept, 'BACKUP_KEEP=2').toBe(2)
    report(`SiteBackupTooOld (backups every ${drillIntervalSeconds} s, fires past 1.5 intervals): held ${drill.detectSeconds.toFixed(1)} s after backups stopped, cleared ${drill.recoverSeconds.toFixed(1)} s after they worked again`)
  }, 300_000)
})
