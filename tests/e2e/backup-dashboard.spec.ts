import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { adminToken } from './support/events'

/*
 * Issue 39: the administrator's dashboard shows the last backup — when, how big, whether it
 * succeeded — from the record the backup command keeps: the server's scheduled backup at its
 * start, then a failed `npm run backup` (its reason, and the last success), then a good one.
 */
const run = promisify(execFile)
const backup = (backupDir: string) => run(process.execPath, ['server/backup/cli.ts', 'backup'], { env: { ...process.env, BACKUP_DIR: backupDir } }).then(() => 0, () => 1)

test.describe('the dashboard\'s backup card', () => {
  test.describe.configure({ mode: 'serial' })

  test('shows the last backup, a failed one with its reason and the last success, in the admin\'s language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'payload-token', value: await adminToken(page.request), url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
    const card = page.getByTestId('dashboard-backup')
    await page.goto('/admin')
    await expect(card.getByRole('heading', { name: /Last backup|最近备份/ })).toBeVisible({ timeout: 30_000 })
    await expect(card.getByTestId('backup-status')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d · \d+(\.\d)? (kB|MB) · (succeeded|成功)$/)

    const notAFolder = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-backup-')), 'file')
    writeFileSync(notAFolder, 'x')
    expect(await backup(notAFolder), 'a backup into a file fails').toBe(1)
    await page.reload()
    await expect(card.getByTestId('backup-status')).toContainText(/(Failed at|失败).*(ENOTDIR|not a directory)/)
    await expect(card).toContainText(/(Last success|上次成功).*(succeeded|成功)/)

    expect(await backup(mkdtempSync(path.join(os.tmpdir(), 'e2e-backup-'))), 'a backup into a folder succeeds').toBe(0)
    await page.reload()
    await expect(card.getByTestId('backup-status')).toHaveText(/(succeeded|成功)$/)
    await expect(card).not.toContainText(/Last success|上次成功/)
  })
})
