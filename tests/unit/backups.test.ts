/**
 * Issue 39, backups: when the schedule takes one (src/rules/backups.ts) and claims it once
 * (src/cms/jobs/backups.ts), the gauges it reports, the record (@rugged/backup-record), and the
 * backup command's settings, manifest rules and names (server/backup).
 */
import { asBackupRecord, backupRecordKeys, formatBackupSize, type BackupRecord } from '@rugged/backup-record'
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { codeMigrations, compareMigrations, documentTables } from '../../server/backup/manifest.ts'
import { backupKeep, destination, mediaStore, siteDatabase } from '../../server/backup/settings.ts'
import { backupName } from '../../server/backup/store.ts'
import { installInstruments } from '../../server/instruments.ts'
import { claimDueBackup, measureBackups } from '../../src/cms/jobs/backups'
import { migrations as postgresMigrations } from '../../src/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '../../src/cms/migrations/sqlite'
import { backupAbandonedAfterMs, backupIntervalMs, backupRetryMs, nextBackupStep } from '../../src/rules/backups'

const hour = 60 * 60_000
const now = Date.parse('2026-12-01T12:00:00Z')
const record = (status: BackupRecord['status'], hoursAgo: number): BackupRecord => ({ id: 'r', status, trigger: 'schedule', startedAt: new Date(now - hoursAgo * hour).toISOString() })

describe('BACKUP_INTERVAL_HOURS', () => {
  it('is 24 hours by default, 0 turns the schedule off, fractions are allowed', () => {
    expect(backupIntervalMs({})).toBe(24 * hour)
    expect(backupIntervalMs({ BACKUP_INTERVAL_HOURS: '' })).toBe(24 * hour)
    expect(backupIntervalMs({ BACKUP_INTERVAL_HOURS: 'daily' })).toBe(24 * hour)
    expect(backupIntervalMs({ BACKUP_INTERVAL_HOURS: '-1' })).toBe(24 * hour)
    expect(backupIntervalMs({ BACKUP_INTERVAL_HOURS: '0' })).toBe(0)
    expect(backupIntervalMs({ BACKUP_INTERVAL_HOURS: '6' })).toBe(6 * hour)
    expect(backupIntervalMs({ BACKUP_INTERVAL_HOURS: '0.5' })).toBe(hour / 2)
  })
})

describe('the next step of the schedule', () => {
  it('starts the first backup at once, and none while the schedule is off', () => {
    expect(nextBackupStep(null, 24 * hour, now)).toEqual({ action: 'start' })
    expect(nextBackupStep(null, 0, now)).toEqual({ action: 'off' })
    expect(nextBackupStep(record('succeeded', 100), 0, now)).toEqual({ action: 'off' })
  })

  it('after a success, waits for the interval', () => {
    expect(nextBackupStep(record('succeeded', 23.9), 24 * hour, now)).toEqual({ action: 'wait' })
    expect(nextBackupStep(record('succeeded', 24), 24 * hour, now)).toEqual({ action: 'start' })
  })

  it('after a failure, tries again within the hour (or the interval, when shorter)', () => {
    expect(backupRetryMs).toBe(hour)
    expect(nextBackupStep(record('failed', 0.9), 24 * hour, now)).toEqual({ action: 'wait' })
    expect(nextBackupStep(record('failed', 1), 24 * hour, now)).toEqual({ action: 'start' })
    expect(nextBackupStep(record('failed', 0.1), 0.1 * hour, now)).toEqual({ action: 'start' })
  })

  it('never starts a second while one runs, unless that one ran past the time a backup can take', () => {
    expect(nextBackupStep(record('running', 30), 24 * hour, now)).toEqual({ action: 'start', abandoned: record('running', 30) })
    expect(nextBackupStep(record('running', backupAbandonedAfterMs / hour - 0.1), 0.01 * hour, now)).toEqual({ action: 'wait' })
  })
})

/** Payload's key-value store, in memory, and a logger that keeps its lines. */
function fakePayload(entries: Record<string, unknown> = {}) {
  const store = new Map(Object.entries(entries))
  const warnings: string[] = []
  const payload = {
    kv: { get: async (key: string) => store.get(key) ?? null, set: async (key: string, value: unknown) => void store.set(key, value) },
    logger: { warn: (line: string) => warnings.push(line) },
  } as unknown as Payload
  return { payload, store, warnings }
}

describe('claiming a due backup (under the jobs runner\'s lock: once per cluster)', () => {
  afterEach(() => {
    delete process.env.BACKUP_INTERVAL_HOURS
  })

  it('records the claimed backup as running, so that the next run (on any instance) claims none', async () => {
    const { payload, store } = fakePayload()
    const id = await claimDueBackup(payload, now)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(store.get(backupRecordKeys.latest)).toEqual({ id, status: 'running', trigger: 'schedule', startedAt: new Date(now).toISOString() })
    expect(await claimDueBackup(payload, now + 1000)).toBeNull()
  })

  it('claims nothing with the schedule off, or before the interval has passed', async () => {
    process.env.BACKUP_INTERVAL_HOURS = '0'
    expect(await claimDueBackup(fakePayload().payload, now)).toBeNull()
    process.env.BACKUP_INTERVAL_HOURS = '24'
    expect(await claimDueBackup(fakePayload({ [backupRecordKeys.latest]: record('succeeded', 2) }).payload, now)).toBeNull()
  })

  it('starts another over one that never finished, saying so in the log', async () => {
    const { payload, warnings } = fakePayload({ [backupRecordKeys.latest]: record('running', 7) })
    expect(await claimDueBackup(payload, now)).not.toBeNull()
    expect(warnings.join('\n')).toMatch(/never finished/)
  })
})

describe('the backup gauges', () => {
  afterEach(() => installInstruments(undefined))

  it('report the last success (0 when none), its duration and the interval, from the record', async () => {
    const set = new Map<string, number>()
    installInstruments({ increment: () => undefined, observe: () => undefined, watch: () => undefined, set: (name, value) => void set.set(name, value) })
    await measureBackups(fakePayload().payload)
    expect(Object.fromEntries(set)).toEqual({ site_backup_last_success_timestamp_seconds: 0, site_backup_duration_seconds: 0, site_backup_interval_seconds: 86400 })
    const success = { ...record('succeeded', 3), finishedAt: new Date(now - 2 * hour).toISOString(), durationSeconds: 42.5 }
    await measureBackups(fakePayload({ [backupRecordKeys.lastSuccess]: success, [backupRecordKeys.latest]: record('failed', 1) }).payload)
    expect(set.get('site_backup_last_success_timestamp_seconds')).toBe((now - 2 * hour) / 1000)
    expect(set.get('site_backup_duration_seconds')).toBe(42.5)
  })
})

describe('the record', () => {
  it('reads back only what is a record', () => {
    expect(asBackupRecord(record('failed', 1))).toEqual(record('failed', 1))
    for (const value of [null, 'x', {}, { id: 'r', status: 'lost', startedAt: 'x' }, { status: 'running', startedAt: 'x' }]) expect(asBackupRecord(value)).toBeNull()
  })

  it('tells sizes in decimal units', () => {
    expect([0, 999, 1000, 9_924_836, 1.5e9].map(formatBackupSize)).toEqual(['0 B', '999 B', '1.0 kB', '9.9 MB', '1.5 GB'])
  })
})

describe('the backup command\'s settings', () => {
  it('read the database, the media store and the destination as the site does', () => {
    expect(siteDatabase({})).toEqual({ kind: 'sqlite', file: expect.stringMatching(/\/data\/site\.db$/) })
    expect(siteDatabase({ DATABASE_URI: 'postgresql://u:p@db/site' })).toEqual({ kind: 'postgres', uri: 'postgresql://u:p@db/site' })
    expect(() => siteDatabase({ DATABASE_URI: 'mysql://db/site' })).toThrow(/neither a SQLite file/)
    expect(mediaStore({ MEDIA_DIR: '/srv/media' })).toEqual({ kind: 'folder', dir: '/srv/media' })
    expect(mediaStore({ S3_BUCKET: 'media' })).toMatchObject({ kind: 'bucket', s3: { bucket: 'media' } })
    expect(destination({})).toEqual({ kind: 'folder', dir: expect.stringMatching(/\/backups$/) })
    expect(destination({ BACKUP_DIR: '/srv/backups' })).toEqual({ kind: 'folder', dir: '/srv/backups' })
  })

  it('take the backup bucket\'s connection from BACKUP_S3_*, each falling back to the media bucket\'s S3_*', () => {
    const env = { S3_BUCKET: 'media', S3_ENDPOINT: 'http://s3.local', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: 'true', BACKUP_S3_BUCKET: 'backups', BACKUP_S3_PREFIX: '/site' }
    expect(destination(env)).toEqual({
      kind: 'bucket',
      prefix: 'site/',
      s3: { bucket: 'backups', client: { region: 'us-east-1', endpoint: 'http://s3.local', forcePathStyle: true, credentials: { accessKeyId: 'a', secretAccessKey: 'b' } } },
    })
    expect(destination({ ...env, BACKUP_S3_ENDPOINT: 'https://other', BACKUP_S3_REGION: 'eu-west-1', BACKUP_S3_PREFIX: '' })).toMatchObject({ prefix: '', s3: { client: { endpoint: 'https://other', region: 'eu-west-1' } } })
  })

  it('refuse the media bucket as the backup bucket (each backup would hold the ones before it)', () => {
    expect(() => destination({ S3_BUCKET: 'media', BACKUP_S3_BUCKET: 'media' })).toThrow(/own/)
  })

  it('keep 7 backups by default, or BACKUP_KEEP when it is a whole number ≥ 1', () => {
    expect([undefined, '', '0', '-2', '2.5', 'x', '1', '30'].map((value) => backupKeep({ BACKUP_KEEP: value }))).toEqual([7, 7, 7, 7, 7, 7, 1, 30])
  })
})

describe('the manifest', () => {
  it('lists the migrations the database step runs, for each database', () => {
    expect(codeMigrations('sqlite')).toEqual(sqliteMigrations.map((migration) => migration.name))
    expect(codeMigrations('postgres')).toEqual(postgresMigrations.map((migration) => migration.name))
  })

  it('tells an older backup (migrations to apply) from a newer one (migrations the code lacks)', () => {
    expect(compareMigrations(['a', 'b'], ['a', 'b', 'c'])).toEqual({ pending: ['c'], unknown: [] })
    expect(compareMigrations(['a', 'b', 'x'], ['a', 'b'])).toEqual({ pending: [], unknown: ['x'] })
    expect(compareMigrations(['a'], ['a'])).toEqual({ pending: [], unknown: [] })
  })

  it('counts the tables of documents: not versions, localized rows, arrays, relations or Payload\'s own', () => {
    const columns = new Map([
      ['products', ['id', 'model']],
      ['products_locales', ['id', '_locale', '_parent_id']],
      ['products_rels', ['id', 'parent_id', 'media_id']],
      ['products_features', ['id', '_parent_id', '_order']],
      ['_products_v', ['id', 'parent_id']],
      ['home_page', ['id', 'title']],
      ['payload_migrations', ['id', 'name']],
      ['payload_kv', ['id', 'key', 'data']],
      ['sqlite_sequence', ['name', 'seq']],
    ])
    expect(documentTables(columns)).toEqual(['home_page', 'products'])
  })

  it('names a backup by its UTC time, a valid folder name and key', () => {
    expect(backupName(new Date('2026-11-24T17:50:03.456Z'))).toBe('2026-11-24T17-50-03Z')
  })
})
