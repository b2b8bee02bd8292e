import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { adminToken } from './support/events'

/*
 * Issue 31, walked by an editor in the admin (English): a crop that keeps the original, which is
 * restored; the focal point moving the picture on the site; a schedule in the language being
 * edited, seen on the dashboard and in the list. Screenshots go to SHOTS_DIR when set.
 */
const shots = process.env.SHOTS_DIR
const run = randomBytes(3).toString('hex')

interface Media {
  id: number
  filename: string
  width: number
  height: number
  focalX?: number | null
  focalY?: number | null
  original?: { keptFile?: string | null; filename?: string | null } | null
}

async function shot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}.png` })
}

/** The run's administrator session: a login of its own could lose its session to another test's login at the same moment. */
const login = (request: APIRequestContext): Promise<string> => adminToken(request)

async function signIn(context: BrowserContext, token: string, baseURL: string) {
  await context.addCookies([
    { name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'payload-lng', value: 'en', url: baseURL, sameSite: 'Lax' },
  ])
}

async function upload(request: APIRequestContext, token: string, width: number, height: number, name: string): Promise<Media> {
  // A picture whose left and right halves differ, so that where it is cut shows.
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#f28f3b' } }).png().toBuffer()
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#0b2545' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer()
  const response = await request.post('/api/cms/media', {
    headers: { Authorization: `JWT ${token}` },
    multipart: { file: { name: `${name}.png`, mimeType: 'image/png', buffer }, _payload: JSON.stringify({ alt: name, area: 'site' }) },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: Media }).doc
}

/** A published article with this cover, dated long ago in the category with the fewest articles (other tests compare the first ones). */
async function publishedArticle(request: APIRequestContext, token: string, title: string, cover: number, status: 'published' | 'draft' = 'published') {
  const categories = ((await (await request.get('/api/front/newsCategory')).json()) as { data: { id: number }[] }).data
  const sizes = await Promise.all(categories.map(async ({ id }) => ((await (await request.get(`/api/front/news?categoryId=${id}`)).json()) as { data: { totalDocs: number } }).data.totalDocs))
  const category = categories[sizes.indexOf(Math.min(...sizes))]!.id
  const headers = { Authorization: `JWT ${token}` }
  const response = await request.post(`/api/cms/news?locale=zh${status === 'draft' ? '&draft=true' : ''}`, { headers, data: { title, date: '2001-01-01T00:00:00.000Z', category, cover, _status: status } })
  expect(response.status()).toBe(201)
  const id = ((await response.json()) as { doc: { id: number } }).doc.id
  expect((await request.patch(`/api/cms/news/${id}?locale=en${status === 'draft' ? '&draft=true' : ''}`, { headers, data: { title: `${title} (en)`, ...(status === 'published' ? { _status: 'published' } : {}) } })).status()).toBe(200)
  return { id, category }
}

/**
 * Types a number into one of the image editor's fields. The editor works the crop out from the
 * picture's size, known once the picture in the drawer has loaded: until then a value is refused.
 */
async function typeInto(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

const readMedia = async (request: APIRequestContext, token: string, id: number) =>
  (await (await request.get(`/api/cms/media/${id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as Media

test.describe('pictures edited safely', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a crop asks first, keeps the original, and the original is restored', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000)
    const token = await login(request)
    const media = await upload(request, token, 1600, 900, `crop-e2e-${run}`)
    const title = `Crop walk ${run}`
    const article = await publishedArticle(request, token, title, media.id)
    await signIn(context, token, baseURL!)

    await page.goto(`/admin/collections/media/${media.id}`)
    await expect(page.getByTestId('media-usage')).toContainText(title)
    await page.getByRole('button', { name: 'Edit Image' }).click()
    const drawer = page.locator('.edit-upload')
    await typeInto(drawer.locator('input[name="Width (px)"]'), '800')
    await typeInto(drawer.locator('input[name="Height (px)"]'), '450')
    await shot(page, 'media-crop-drawer')
    await drawer.getByRole('button', { name: 'Apply Changes' }).click()
    await page.locator('#action-save').click()
    // Asked first: the published article is named, and nothing changed.
    await expect.poll(() => page.locator('.field-error, [data-sonner-toast]').filter({ hasText: title }).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await shot(page, 'media-crop-asks-first')
    expect((await readMedia(request, token, media.id)).filename).toBe(media.filename)

    await page.locator('#field-confirmReplace').check()
    await page.locator('#action-save').click()
    await expect.poll(async () => (await readMedia(request, token, media.id)).width, { timeout: 20_000 }).toBe(800)
    const cropped = await readMedia(request, token, media.id)
    expect(cropped.filename).not.toBe(media.filename)
    expect(cropped.original?.filename).toBe(media.filename)

    await page.reload()
    await expect(page.getByTestId('media-original')).toContainText(media.filename)
    await shot(page, 'media-original-kept')
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain(title)
      void dialog.accept()
    })
    await page.getByRole('button', { name: 'Restore original' }).click()
    await expect.poll(async () => (await readMedia(request, token, media.id)).filename, { timeout: 20_000 }).toBe(media.filename)
    const restored = await readMedia(request, token, media.id)
    expect([restored.width, restored.height, restored.original?.keptFile ?? null]).toEqual([1600, 900, null])

    await request.delete(`/api/cms/news/${article.id}`, { headers: { Authorization: `JWT ${token}` } })
    await request.delete(`/api/cms/media/${media.id}`, { headers: { Authorization: `JWT ${token}` } })
  })

  test('the focal point set in the admin moves the picture in its frame on the site', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000)
    const token = await login(request)
    const media = await upload(request, token, 1600, 400, `focal-e2e-${run}`)
    const title = `Focal walk ${run}`
    const article = await publishedArticle(request, token, title, media.id)

    // The article's card on its category's last list page: a frame that crops the wide picture.
    const pages = ((await (await request.get(`/api/front/news?categoryId=${article.category}`)).json()) as { data: { totalPages: number } }).data.totalPages
    const cardImage = async () => {
      for (let number = pages; number >= 1; number--) {
        await page.goto(`/news-list/${article.category}${number > 1 ? `/${number}` : ''}`)
        const image = page.locator(`a[href$="/news-detail/${article.id}"] img`).first()
        if ((await image.count()) > 0) return image
      }
      throw new Error('the article is in no list page')
    }
    const position = async () => (await cardImage()).evaluate((element) => getComputedStyle(element).objectPosition)
    expect(await position()).toBe('50% 50%')

    await signIn(context, token, baseURL!)
    await page.goto(`/admin/collections/media/${media.id}`)
    await page.getByRole('button', { name: 'Edit Image' }).click()
    const drawer = page.locator('.edit-upload')
    await typeInto(drawer.locator('input[name="X %"]'), '10')
    await typeInto(drawer.locator('input[name="Y %"]'), '30')
    await shot(page, 'media-focal-drawer')
    await drawer.getByRole('button', { name: 'Apply Changes' }).click()
    await page.locator('#action-save').click()
    await expect.poll(async () => (await readMedia(request, token, media.id)).focalX, { timeout: 20_000 }).toBe(10)
    // A focal point is not a crop: nothing was asked, no original kept, the file is the same.
    const moved = await readMedia(request, token, media.id)
    expect([moved.filename, moved.original?.keptFile ?? null]).toEqual([media.filename, null])

    await context.clearCookies()
    await expect.poll(position, { timeout: 20_000 }).toBe('10% 30%')
    await (await cardImage()).scrollIntoViewIfNeeded()
    await shot(page, 'site-card-focal-left')

    await request.delete(`/api/cms/news/${article.id}`, { headers: { Authorization: `JWT ${token}` } })
    await request.delete(`/api/cms/media/${media.id}`, { headers: { Authorization: `JWT ${token}` } })
  })
})

test.describe('scheduling in the language being edited', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('defaults to that language, shows the zone and "in N minutes", and is on the dashboard and in the list', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000)
    const token = await login(request)
    const media = await upload(request, token, 800, 600, `schedule-e2e-${run}`)
    const title = `Schedule walk ${run}`
    const article = await publishedArticle(request, token, title, media.id, 'draft')
    await signIn(context, token, baseURL!)

    await page.goto(`/admin/collections/news/${article.id}?locale=en`)
    const card = page.getByTestId('schedule-card')
    await expect(card).toBeVisible()
    await expect(card.getByTestId('schedule-language')).toHaveValue('en')
    await expect(card).toContainText('Beijing time (UTC+8)')
    // 90 minutes ahead, on the company's clock, to the minute.
    const at = new Date(Math.floor((Date.now() + 90 * 60_000) / 60_000) * 60_000)
    const local = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at).replace(' ', 'T')
    // Typed again until the card keeps it: a card that hydrates after the fill resets it to its default.
    await expect(async () => {
      await card.getByTestId('schedule-time').fill(local)
      await expect(card).toContainText(/in 1 hour (29|30) minutes/, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await card.getByRole('button', { name: 'Schedule', exact: true }).click()
    await expect(card.getByTestId('schedule-list')).toContainText('Publish · English')
    await shot(page, 'schedule-card-en')

    await page.goto('/admin')
    const scheduled = page.getByTestId('dashboard-scheduled')
    const entry = scheduled.locator('li').filter({ hasText: `${title} (en)` })
    await expect(entry).toContainText('Publish · English')
    await expect(entry).toContainText(`${local.replace('T', ' ')} Beijing time (UTC+8)`)
    await expect(entry).toContainText(/in 1 hour (2\d|30) minutes/)
    await shot(page, 'dashboard-scheduled-en')

    await page.goto(`/admin/collections/news?where[id][equals]=${article.id}`)
    await expect(page.locator('tbody tr').first()).toContainText('Publish · English')
    await shot(page, 'news-list-scheduled-column')

    // Nothing is published before its time; the schedule is cancelled again.
    expect((await request.get(`/api/front/news?id=${article.id}&language=en`)).status()).toBe(404)
    await page.goto(`/admin/collections/news/${article.id}?locale=en`)
    await page.getByTestId('schedule-list').getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('schedule-list')).toHaveCount(0)
    await request.delete(`/api/cms/news/${article.id}`, { headers: { Authorization: `JWT ${token}` } })
    await request.delete(`/api/cms/media/${media.id}`, { headers: { Authorization: `JWT ${token}` } })
  })
})
