/**
 * The restore drill (./backup-drill.ts) on one instance: the existing build served on `databaseUri`
 * (SQLite or PostgreSQL) with its media in a folder, backed up to a folder of the drill and restored
 * into `target`, an empty database, with an empty media folder.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expireSiteCaches } from '../../server/backup/caches.ts'
import type { Manifest } from '../../server/backup/manifest.ts'
import { backupCommand } from '../integration/support/backups'
import { drillLine, restoreDrill, type DrillFigures } from './backup-drill'
import { onExit, report, startSite, workDir } from './support'

const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')
export const drillPages = ['/', '/en', '/news-list', '/en/product-list', '/downloads', '/mdm']

/** The drill on `source` (its media in the resilience stage's folder unless given), restored into `target`; its line goes to the summary. */
export async function localDrill(name: string, source: { databaseUri: string; mediaDir?: string }, target: string, options: { pages?: string[]; mediaSample?: number; note?: string } = {}): Promise<DrillFigures> {
  const figures = await drill(name, { databaseUri: source.databaseUri, mediaDir: source.mediaDir ?? path.join(workDir, 'media') }, target, options)
  report(`${drillLine(name, figures)}${options.note ? ` (${options.note})` : ''}`)
  return figures
}

async function drill(name: string, source: { databaseUri: string; mediaDir: string }, target: string, options: { pages?: string[]; mediaSample?: number }): Promise<DrillFigures> {
  const slug = name.toLowerCase().replace(/\W+/g, '-')
  const backupDir = path.join(workDir, `${slug}-backups`)
  const restoredMedia = path.join(workDir, `${slug}-restored-media`)
  // Both sides render the compared pages from their own database, not from the build's prerendered copies.
  await expireSiteCaches(distDir, { DATABASE_URI: source.databaseUri }, () => undefined)
  const site = await startSite(source.databaseUri, `${slug}-source`, { MEDIA_DIR: source.mediaDir })
  const forget = onExit(site.stopSync)
  try {
    return await restoreDrill({
      name,
      site: site.baseUrl,
      pages: options.pages ?? drillPages,
      mediaSample: options.mediaSample,
      async backup() {
        const result = await backupCommand(['backup'], { DATABASE_URI: source.databaseUri, MEDIA_DIR: source.mediaDir, BACKUP_DIR: backupDir })
        if (result.code !== 0) throw new Error(`npm run backup failed: ${result.stderr}`)
        const location = /Backup written to (\S+) /.exec(result.stdout)![1]!
        return { location, manifest: JSON.parse(readFileSync(path.join(location, 'manifest.json'), 'utf8')) as Manifest }
      },
      restore: (location) => backupCommand(['restore', location], { DATABASE_URI: target, MEDIA_DIR: restoredMedia }),
      async startRestored() {
        const restored = await startSite(target, `${slug}-restored`, { MEDIA_DIR: restoredMedia })
        const forgetRestored = onExit(restored.stopSync)
        return { baseUrl: restored.baseUrl, stop: async () => (await restored.stop(), forgetRestored()) }
      },
    })
  } finally {
    await site.stop()
    forget()
  }
}
