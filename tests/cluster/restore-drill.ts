/**
 * Backups of the scale-out shape (issue 39): the instances take the first scheduled backup once
 * between them (the jobs runner's lock), into the backup bucket; and the restore drill
 * (tests/resilience/backup-drill.ts) with PostgreSQL and S3: a backup taken under load through
 * nginx by `npm run backup` on instance A's folder, restored from its s3:// key into a new
 * database and a new media bucket, and served by a fresh instance (instance B's folder and build,
 * on the file cache). Registered by tests/cluster/cluster.test.ts, which owns the cluster.
 */
import path from 'node:path'

import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { describe, expect, it } from 'vitest'

import { backupBucket, type startCluster } from '../../scripts/tooling/cluster.mjs'
import { startServer } from '../../scripts/tooling/server.mjs'
import { listFolders, listObjects } from '../../server/backup/bucket.ts'
import type { Manifest } from '../../server/backup/manifest.ts'
import { backupCommand } from '../integration/support/backups'
import { drillLine, restoreDrill } from '../resilience/backup-drill'
import { onExit, report, workDir } from './support'

type Cluster = Awaited<ReturnType<typeof startCluster>>

const scrape = async (port: number) => (await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).match(/^site_backup_last_success_timestamp_seconds (\S+)$/m)?.[1]

function backupTests(get: () => { cluster: Cluster }) {
  const bucket = () => {
    const { s3 } = get().cluster
    return { name: backupBucket, client: new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }) }
  }
  const manifestOf = async (key: string) => {
    const object = await bucket().client.send(new GetObjectCommand({ Bucket: backupBucket, Key: `${key}/manifest.json` }))
    return JSON.parse(await object.Body!.transformToString()) as Manifest
  }

  it('the instances take the first scheduled backup once between them, into the backup bucket, and both report it', async () => {
    const { cluster } = get()
    const names = await listFolders(bucket(), 'site/')
    expect(names, 'one backup since the start: the schedule runs on both instances, its backup on one').toHaveLength(1)
    expect(await manifestOf(`site/${names[0]}`)).toMatchObject({ trigger: 'schedule', database: { kind: 'postgres' }, media: { store: 'bucket' } })
    const [a, b] = await Promise.all([scrape(cluster.metricsPorts.a), scrape(cluster.metricsPorts.b)])
    expect(Number(a)).toBeGreaterThan(0)
    expect(b).toBe(a)
  })

  it('a backup taken under load through nginx restores from the bucket into a fresh instance', { timeout: 600_000 }, async () => {
    const { cluster } = get()
    const target = { ...cluster.env, DATABASE_URI: await cluster.postgres.createDatabase('restored'), S3_BUCKET: 'restored-media', REDIS_URL: '' }
    await bucket().client.send(new CreateBucketCommand({ Bucket: 'restored-media' }))
    const figures = await restoreDrill({
      name: 'cluster',
      site: cluster.nginx.url,
      pages: ['/', '/en', '/news-list', '/mdm'],
      async backup() {
        const result = await backupCommand(['backup'], { ...cluster.env, MEDIA_DIR: path.join(cluster.folders.a, 'media') }, cluster.folders.a)
        if (result.code !== 0) throw new Error(`npm run backup failed: ${result.stderr}`)
        const location = /Backup written to (\S+) /.exec(result.stdout)![1]!
        return { location, manifest: await manifestOf(location.slice(`s3://${backupBucket}/`.length)) }
      },
      // In instance B's folder: the restore expires the cached pages of its build for the new database.
      restore: (location) => backupCommand(['restore', location], target, cluster.folders.b),
      async startRestored() {
        const env = { ...target, NODE_ENV: 'production', PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts', METRICS_PORT: '', BACKUP_INTERVAL_HOURS: '0' }
        const restored = await startServer({ cwd: cluster.folders.b, script: 'server/serve.ts', env, logFile: path.join(workDir, 'restored-instance.log'), log: () => undefined })
        const forget = onExit(restored.stopSync)
        return { baseUrl: restored.baseUrl, stop: async () => (await restored.stop(), forget()) }
      },
    })
    const [original, restored] = await Promise.all([listObjects({ name: cluster.s3.bucket, client: bucket().client }), listObjects({ name: 'restored-media', client: bucket().client })])
    expect(restored.length, 'every object of the media bucket as the backup found it').toBeGreaterThan(0)
    expect(restored.length).toBeLessThanOrEqual(original.length)
    report(drillLine('cluster (PostgreSQL, S3)', figures))
  })
}

/** The tests, as a block of the cluster's test file (`get` gives the cluster once it runs). */
export const backupBlock = (get: () => { cluster: Cluster }) => describe('backups (issue 39): once per cluster, restored from the bucket', () => backupTests(get))
