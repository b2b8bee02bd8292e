import { randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

/*
 * The server accepts 5 enquiries per client address and 10 minutes (TRUST_PROXY=1 takes the
 * address from X-Forwarded-For), so each test that really submits uses an address of its own,
 * random per run so that reruns against the same server start afresh.
 */
const runBase = randomBytes(1)[0] ?? 0
let addressCount = 0

export async function ownClientAddress(page: Page, network = '198.51.100') {
  addressCount += 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `${network}.${((runBase + addressCount * 37) % 254) + 1}` })
}

export const uniqueEmail = (tag: string) => `${tag}${randomBytes(5).toString('hex')}@example.com`

/** Loads a page and waits until its client components are live (the behaviours render only then). */
export async function visit(page: Page, path: string) {
  await page.goto(path)
  await page.getByTestId('progress-bar').waitFor({ state: 'attached' })
}

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
