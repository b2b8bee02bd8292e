import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { adminLanguages, signInAdmin } from './support/adminScreens'
import { adminToken } from './support/events'

/*
 * Issue 38, item 8, read as an editor reads the admin, in each admin language: a refused picture
 * replacement is a sentence, tooltips and screen-reader names are labels, "Where it is used"
 * tells the real state and category, the ✕ says "Remove picture", and no English or code is left
 * in the Chinese admin. Screenshots go to SHOTS_DIR when set.
 */
const shots = process.env.SHOTS_DIR
const run = randomBytes(3).toString('hex')

async function shot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

const words = {
  zh: { top: '置顶', checkedIn: '已签到', remove: '移除图片', tick: '请勾选', order: '排序', highlight: '亮点 01', settings: '系统设置', addBlock: '添加内容块', drag: '拖动以移动' },
  en: { top: 'Top story', checkedIn: 'Checked in', remove: 'Remove picture', tick: 'Tick', order: 'Order', highlight: 'Highlight 01', settings: 'Settings', addBlock: 'Add a block', drag: 'Drag to move' },
}

/** A seeded document: other files' create views leave empty autosaved drafts that sort first. */
const published = '&where[_status][equals]=published'

async function firstId(request: APIRequestContext, collection: string, query = ''): Promise<number> {
  const response = await request.get(`/api/cms/${collection}?limit=1&depth=0${query}`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

/** Names no screen reader should read: code, placeholders, objects. */
async function codeNames(page: Page): Promise<string[]> {
  return page.locator('[aria-label], [title]').evaluateAll((elements) =>
    elements.flatMap((element) => [element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '']).filter((name) => /\{\{|\[object Object\]/.test(name)),
  )
}

/** None of them once the admin has hydrated: it names Payload's controls then (AdminA11y). */
async function expectNoCodeNames(page: Page) {
  await expect.poll(() => codeNames(page), { timeout: 15_000 }).toEqual([])
}

for (const language of adminLanguages) {
  test.describe(`admin words (admin in ${language})`, () => {
    test.use({ viewport: { width: 1440, height: 1000 } })

    test('labels, names and tooltips are words of the admin language', async ({ page, context, request, baseURL }) => {
      await signInAdmin(context, request, baseURL!, language)
      await page.goto(`/admin/collections/news/${await firstId(request, 'news', published)}`)
      await expect(page.locator('#field-top')).toHaveAttribute('title', words[language].top)
      await expectNoCodeNames(page)
      // The rich text's box is named by its field; its own controls speak the admin's language.
      const body = page.locator('.rich-text-lexical [contenteditable="true"]').first()
      await expect(body).toHaveAttribute('aria-label', /.+/)
      await body.locator('p').first().hover()
      await expect(page.locator('.add-block-menu')).toHaveAttribute('aria-label', words[language].addBlock)
      await expect(page.locator('.draggable-block-menu')).toHaveAttribute('aria-label', words[language].drag)
      await shot(page, `news-words-${language}`)
      await page.goto(`/admin/collections/registrations/${await firstId(request, 'registrations')}`)
      await expect(page.locator('#field-checkedIn')).toHaveAttribute('title', words[language].checkedIn)

      const productId = await firstId(request, 'products', '&where[cover][exists]=true')
      await page.goto(`/admin/collections/products/${productId}`)
      await expect(page.getByRole('button', { name: words[language].remove }).first()).toBeVisible()
      await expect(page.locator('.document-fields__sidebar')).toContainText(words[language].order)
      await shot(page, `product-words-${language}`)

      await page.goto(`/admin/collections/solutions/${await firstId(request, 'solutions', published)}`)
      await expect(page.getByText(words[language].highlight, { exact: true }).first()).toBeVisible()
      await page.goto('/admin/collections/products')
      await expectNoCodeNames(page)
      await page.goto('/admin/account')
      await expect(page.getByText(words[language].settings, { exact: true }).first()).toBeVisible()
      await expect(page.getByText('Payload')).toHaveCount(0)
    })

    test('replacing a picture in use says why, in a sentence; "Where it is used" tells the truth', async ({ page, context, request, baseURL }) => {
      const headers = { Authorization: `JWT ${await adminToken(request)}` }
      const product = (await (await request.get('/api/cms/products?limit=1&depth=0&where[cover][exists]=true&where[_status][equals]=published', { headers })).json()) as { docs: { id: number; cover: number; firstTitle: string }[] }
      const { id, cover } = product.docs[0]!
      // Published one language at a time, as editors do: the latest version is then a draft.
      for (const locale of ['zh', 'en']) expect((await request.patch(`/api/cms/products/${id}?locale=${locale}&publishSpecificLocale=${locale}`, { headers, data: { _status: 'published' } })).status()).toBe(200)
      await signInAdmin(context, request, baseURL!, language)
      await page.goto(`/admin/collections/media/${cover}`)
      const row = page.locator(`.table tbody tr[data-id="${id}"]`).first()
      await expect(row.getByTestId('published-languages')).toContainText('中文 ✓')
      await expect(row.getByTestId('published-languages')).toContainText('English ✓')
      await expect(page.getByText('<No ')).toHaveCount(0)
      await shot(page, `where-used-${language}`)

      const replacement = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer()
      await page.locator('.file-details__remove, [class*="__remove"]').first().click()
      await page.locator('input[type="file"]').first().setInputFiles({ name: `replace-${run}.png`, mimeType: 'image/png', buffer: replacement })
      await page.locator('#action-save').click()
      const toast = page.locator('[data-sonner-toast]').first()
      await expect(toast).toContainText(words[language].tick)
      await expect(toast).not.toContainText('confirmReplace')
      await expect(toast.locator('[data-testid="field-errors"], [data-testid="field-error"]')).toHaveCount(0)
      await shot(page, `replace-refused-${language}`)
    })
  })
}
