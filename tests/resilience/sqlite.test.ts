/**
 * SQLite (WAL, synchronous=FULL): an enquiry acknowledged to the visitor survives kill -9 of the
 * server process.
 */
import path from 'node:path'

import { beforeAll, expect, it } from 'vitest'

import { ackedBeforeKill, killUnderLoad } from './kill-under-load'
import { prepareDatabase, workDir } from './support'

const databaseUri = `file:${path.join(workDir, 'sqlite', 'site.db')}`

beforeAll(() => prepareDatabase(databaseUri, 'sqlite'))

it('keeps every acknowledged enquiry through kill -9 under load', async () => {
  const counts = await killUnderLoad('sqlite', databaseUri)
  expect(counts.failedBeforeKill, 'enquiries refused before the kill').toBe(0)
  expect(counts.acknowledged, 'acknowledged before and while the kill').toBeGreaterThanOrEqual(ackedBeforeKill)
  expect(counts.lost).toEqual([])
  expect(counts.stored).toBeGreaterThanOrEqual(counts.acknowledged)
})
