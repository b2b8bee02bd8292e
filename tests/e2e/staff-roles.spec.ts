import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import { adminToken } from './support/events'

/*
 * Issue 26: each role walks through the admin. The navigation shows what the role may use and
 * nothing else, the first screen shows its cards, and an address it may not use shows no data.
 * Screenshots go to SHOTS_DIR when set.
 */
const shotsDir = process.env.SHOTS_DIR

type Role = 'admin' | 'editor' | 'sales' | 'events'

/** Collections in the navigation, by role: `true` shown, `false` hidden. */
const navigation: Record<string, Record<Role, boolean>> = {
  products: { admin: true, editor: true, sales: false, events: false },
  news: { admin: true, editor: true, sales: false, events: false },
  media: { admin: true, editor: true, sales: false, events: false },
  redirects: { admin: true, editor: true, sales: false, events: false },
  enquiries: { admin: true, editor: false, sales: true, events: false },
  events: { admin: true, editor: true, sales: false, events: true },
  registrations: { admin: true, editor: false, sales: false, events: true },
  invitations: { admin: true, editor: false, sales: false, events: true },
  albums: { admin: true, editor: false, sales: false, events: false },
  users: { admin: true, editor: false, sales: false, events: false },
  'audit-log': { admin: true, editor: false, sales: false, events: false },
}

/** A collection each role may not open, and one it may. */
const probes: Record<Role, { refused: string; allowed: string }> = {
  admin: { refused: '/admin/collections/rate-limits', allowed: '/admin/collections/audit-log' },
  editor: { refused: '/admin/collections/enquiries', allowed: '/admin/collections/products' },
  sales: { refused: '/admin/collections/products', allowed: '/admin/collections/enquiries' },
  events: { refused: '/admin/collections/users', allowed: '/admin/collections/registrations' },
}

/** The dashboard's cards by role. */
const cards: Record<Role, string[]> = {
  admin: ['dashboard-new-enquiries', 'dashboard-events', 'dashboard-edits', 'dashboard-backup'],
  editor: ['dashboard-edits'],
  sales: ['dashboard-new-enquiries'],
  events: ['dashboard-events'],
}
const allCards = ['dashboard-new-enquiries', 'dashboard-events', 'dashboard-edits', 'dashboard-backup']

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true })
}

async function tokenFor(request: APIRequestContext, role: Role): Promise<string> {
  if (role === 'admin') return adminToken(request)
  const email = `walk-${role}-${randomBytes(4).toString('hex')}@example.com`
  const password = `pw-${randomBytes(8).toString('hex')}`
  const created = await request.post('/api/cms/users', { headers: { Authorization: `JWT ${await adminToken(request)}` }, data: { email, password, role } })
  expect(created.status()).toBe(201)
  const login = await request.post('/api/cms/users/login', { headers: { 'X-Forwarded-For': `2001:db8:e26:${randomBytes(2).toString('hex')}::1` }, data: { email, password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

test.describe('staff roles in the admin', () => {
  test.use({ locale: 'en-US' })

  for (const role of ['admin', 'editor', 'sales', 'events'] as const) {
    test(`a ${role} sees and opens only what the role may use`, async ({ page, context, request, baseURL }) => {
      const signIn = async (token: string) => {
        await context.addCookies([{ name: 'payload-token', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
        await page.goto('/admin')
        await expect(page.getByTestId('dashboard').or(page.locator('#field-email'))).toBeVisible({ timeout: 30_000 })
      }
      await signIn(await tokenFor(request, role))
      // Two admin logins at the same instant (another worker's) can cost one of them its session
      // (Payload keeps sessions in one array on the user): sign in once more if it was lost.
      if (role === 'admin' && (await page.locator('#field-email').isVisible())) await signIn(await adminToken(request, true))
      await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 })
      const nav = page.locator('nav')
      for (const [slug, shown] of Object.entries(navigation)) {
        const link = nav.locator(`a[href="/admin/collections/${slug}"]`)
        if (shown[role]) await expect(link, `${role}: ${slug} in the navigation`).toHaveCount(1)
        else await expect(link, `${role}: ${slug} not in the navigation`).toHaveCount(0)
      }
      for (const card of allCards) await expect(page.getByTestId(card)).toHaveCount(cards[role].includes(card) ? 1 : 0)
      await shot(page, `staff-${role}-dashboard`)

      await page.goto(probes[role].allowed)
      await expect(page.locator('.collection-list, .table, .no-results').first()).toBeVisible({ timeout: 30_000 })
      await shot(page, `staff-${role}-allowed`)

      const refused = await page.goto(probes[role].refused)
      // Payload answers a collection the role cannot read with its not-found or unauthorized page: no list.
      await expect(page.locator('.collection-list')).toHaveCount(0)
      expect(refused?.status() ?? 404).not.toBe(500)
      await shot(page, `staff-${role}-refused`)
    })
  }
})
