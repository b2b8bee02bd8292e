import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test'

import { adminToken } from './support/events'

// Spec §2.1/§2.4/§6: the album area needs an administrator session (the CMS's payload-token cookie).

type Envelope<T> = { result: boolean; data: { status: number; content: T } }
type AlbumCategory = { id: number; name: string; albumCount: number }
type Album = { id: number; title: string; photoCount: number; category: { id: number; name: string } | null }
type AlbumDetail = Album & { photos: { caption: string }[] }

async function withSession(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}

async function admin<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as Envelope<T>).data.content
}

test.describe('§6 album area without an administrator session', () => {
  test('/album-list redirects to the admin login of this host, with a redirect back', async ({ page, request }) => {
    const answer = await request.get('/album-list', { maxRedirects: 0 })
    expect(answer.status()).toBe(307)
    expect(answer.headers().location).toBe('/admin/login?redirect=%2Falbum-list')
    expect(answer.headers()['cache-control'] ?? '').not.toMatch(/s-maxage|public/)

    await page.goto('/album-list')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Falbum-list$/)
    await expect(page.locator('input[type="password"]')).toBeVisible()
  })

  test('English and album detail pages send the visitor back to the album list of their language', async ({ request }) => {
    const english = await request.get('/en/album-list', { maxRedirects: 0 })
    expect(english.headers().location).toBe('/admin/login?redirect=%2Fen%2Falbum-list')
    const detail = await request.get('/album-detail/1', { maxRedirects: 0 })
    expect(detail.headers().location).toBe('/admin/login?redirect=%2Falbum-list')
    const detailEn = await request.get('/en/album-detail/1', { maxRedirects: 0 })
    expect(detailEn.headers().location).toBe('/admin/login?redirect=%2Fen%2Falbum-list')
  })

  test('a forged session cookie is refused the same way', async ({ page, context, baseURL }) => {
    await withSession(context, 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.forged', baseURL!)
    await page.goto('/album-list')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Falbum-list$/)
  })

  test('logging in on the admin login page leads back to the album list', async ({ page }) => {
    await page.goto('/album-list')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL ?? '')
    await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD ?? '')
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/album-list$/, { timeout: 30_000 })
    await expect(page.getByTestId('album-list')).toBeVisible()
  })
})

test.describe('§2.1 album list and album detail with an administrator session', () => {
  test('lists the categories as tabs and the albums; a tab shows only its albums', async ({ page, context, request, baseURL }) => {
    const token = await adminToken(request)
    const categories = await admin<AlbumCategory[]>(request, token, '/api/admin/albumCategory?language=zh')
    const albums = await admin<Album[]>(request, token, '/api/admin/album?language=zh')
    expect(categories.length).toBeGreaterThan(0)
    await withSession(context, token, baseURL!)

    const response = await page.goto('/album-list')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/album-list$/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const tabs = page.getByRole('navigation', { name: '相册分类' })
    for (const category of categories) await expect(tabs.getByRole('link', { name: new RegExp(category.name) })).toBeVisible()
    const list = page.getByTestId('album-list')
    for (const album of albums) await expect(list.getByText(album.title, { exact: true })).toBeVisible()
    await page.screenshot({ path: 'test-results/album-list-zh.png', fullPage: true })

    const category = categories[categories.length - 1]!
    await tabs.getByRole('link', { name: new RegExp(category.name) }).click()
    await expect(tabs.getByRole('link', { name: new RegExp(category.name) })).toHaveAttribute('aria-current', 'page')
    const inCategory = albums.filter((album) => album.category?.id === category.id)
    await expect(list.locator('li')).toHaveCount(inCategory.length)
  })

  test('an album shows its photos with captions; an unknown album is 404', async ({ page, context, request, baseURL }) => {
    const token = await adminToken(request)
    const [first] = await admin<Album[]>(request, token, '/api/admin/album?language=en')
    const album = await admin<AlbumDetail>(request, token, `/api/admin/album?language=en&id=${first!.id}`)
    await withSession(context, token, baseURL!)

    await page.goto('/en/album-list')
    await page.getByTestId('album-list').getByRole('link', { name: new RegExp(album.title) }).click()
    await expect(page).toHaveURL(new RegExp(`/en/album-detail/${album.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title)
    const photos = page.getByTestId('album-photos').locator('figure')
    await expect(photos).toHaveCount(album.photos.length)
    for (const photo of album.photos) await expect(page.locator('figcaption', { hasText: photo.caption })).toBeVisible()
    await expect(photos.first().locator('img')).toBeVisible()
    await page.screenshot({ path: 'test-results/album-detail-en.png', fullPage: true })

    expect((await page.goto('/album-detail/999999'))?.status()).toBe(404)
  })
})
