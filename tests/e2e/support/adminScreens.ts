import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'

import { adminToken } from './events'

/*
 * Issue 38: every staff screen of the admin, found as a staff member finds them (the navigation of
 * the administrator's dashboard), so that a collection or global added later is walked too.
 */
export type AdminLanguage = 'zh' | 'en'
export const adminLanguages: AdminLanguage[] = ['zh', 'en']

export interface AdminEntity {
  kind: 'collections' | 'globals'
  slug: string
}

/** Signs the browser in as the run's administrator, with the admin in `language`. */
export async function signInAdmin(context: BrowserContext, request: APIRequestContext, baseURL: string, language: AdminLanguage, token?: string) {
  await context.addCookies([
    { name: 'payload-token', value: token ?? (await adminToken(request)), url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'payload-lng', value: language, url: baseURL, sameSite: 'Lax' },
  ])
}

/** The collections and globals the administrator's navigation links to. */
export async function navigationEntities(page: Page): Promise<AdminEntity[]> {
  await page.goto('/admin')
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 })
  const hrefs = await page.locator('nav a[href^="/admin/collections/"], nav a[href^="/admin/globals/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const entities = hrefs.map((href) => {
    const [, , kind, slug] = href.split('/')
    return { kind: kind as AdminEntity['kind'], slug: slug! }
  })
  expect(entities.length, 'collections and globals in the navigation').toBeGreaterThan(20)
  return entities
}

/** The first document of a collection (its edit view), or null when it has none. */
export async function firstDocument(request: APIRequestContext, slug: string): Promise<number | string | null> {
  // maxRetries: a keep-alive connection the server closed as this request reused it (ECONNRESET, seen on a loaded machine) is asked again.
  const response = await request.get(`/api/cms/${slug}?limit=1&depth=0&draft=true`, { headers: { Authorization: `JWT ${await adminToken(request)}` }, maxRetries: 2 })
  expect(response.status(), `first document of ${slug}`).toBe(200)
  const { docs } = (await response.json()) as { docs: { id: number | string }[] }
  return docs[0]?.id ?? null
}

/** The edit view of an entity: a global, or the first document of a collection (null when it has none). */
export async function editViewPath(request: APIRequestContext, entity: AdminEntity): Promise<string | null> {
  if (entity.kind === 'globals') return `/admin/globals/${entity.slug}`
  const id = await firstDocument(request, entity.slug)
  return id === null ? null : `/admin/collections/${entity.slug}/${id}`
}

/** Waits until an edit view has drawn its form and its fields have settled. */
export async function editViewReady(page: Page) {
  await expect(page.locator('.collection-edit, .global-edit, .document-fields').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('.shimmer-effect, .loading-overlay')).toHaveCount(0, { timeout: 15_000 })
}
