import { expect, type Page, test } from '@playwright/test'

import { type Locale, locales } from '../../src/rules/language'
import { siteClock, siteTimeZone, utcOffsetLabel, zoneLabel, zoneOffsetMinutes } from '../../src/rules/siteTime'
import { type AdminLanguage, adminLanguages, editViewReady, signInAdmin } from './support/adminScreens'
import { adminToken } from './support/events'

/*
 * Issue 38, items 6 and 7, walked by an editor in each admin language. Every picker of products
 * (a download's, a solution's, a case study's) finds a product by its model number and shows the
 * model beside the title. An editor in Berlin reads every time on the site's clock with its zone:
 * a news date, the news list and the inbox's "received" column say what the site says.
 */
const zone = siteTimeZone(process.env)
/** RT-T12's titles as seeded: a picker names a product by its model and its title in each site language. */
const rtT12Titles: Record<Locale, string> = { zh: '12.2 英寸三防平板', en: '12.2-inch Rugged Tablet', ru: 'Защищённый планшет 12,2″' }

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

/** The options a product picker offers for `typed`. */
async function pickerOptions(page: Page, field: string, typed: string): Promise<string[]> {
  const picker = page.locator(`#field-${field}`)
  await picker.locator('.rs__control').click()
  await picker.locator('input').fill(typed)
  const options = page.locator('.rs__option')
  await expect.poll(async () => (await options.allInnerTexts()).every((text) => text.includes(typed)) && (await options.count()) > 0, { timeout: 15_000 }).toBe(true)
  return options.allInnerTexts()
}

for (const language of adminLanguages) {
  test.describe(`pickers and times (admin in ${language})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('every product picker finds a product by model number and shows the model by its title', async ({ page, context, request, baseURL }) => {
      await signInAdmin(context, request, baseURL!, language)
      for (const [collection, field] of [['documents', 'products'], ['solutions', 'relatedProducts'], ['case-studies', 'products']] as const) {
        await page.goto(`/admin/collections/${collection}/create`)
        await editViewReady(page)
        const byModel = await pickerOptions(page, field, 'RT-T12')
        expect(byModel, collection).toContain(['RT-T12', ...locales.map((locale) => rtT12Titles[locale])].join(' · '))
        await page.keyboard.press('Escape')
        // The near-identical titles of the issue, told apart by their models.
        const byTitle = await pickerOptions(page, field, '12.2')
        expect(byTitle.length, collection).toBeGreaterThanOrEqual(3)
        for (const option of byTitle) expect(option, collection).toMatch(/^RT-T12(-PRO|W)? · /)
      }
      await shot(page, `picker-model-${language}`)
    })

    test('an editor in Berlin reads every time on the site clock, with its zone', async ({ browser, request, baseURL }) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Berlin' })
      const page = await context.newPage()
      await signInAdmin(context, request, baseURL!, language)
      const headers = { Authorization: `JWT ${await adminToken(request)}` }
      // 20:00 on 1 December in Berlin: already 2 December in Beijing, the day the site shows.
      const categories = ((await (await request.get('/api/front/newsCategory')).json()) as { data: { id: number }[] }).data
      const created = await request.post('/api/cms/news?locale=zh&draft=true', { headers, data: { title: `柏林时钟 ${language}`, summary: '时区', date: '2026-12-01T19:00:00.000Z', category: categories[0]!.id } })
      expect(created.status(), await created.text()).toBe(201)
      const { id, date } = ((await created.json()) as { doc: { id: number; date: string } }).doc
      const day = siteClock(date, zone).slice(0, 10)
      await page.goto(`/admin/collections/news/${id}`)
      await editViewReady(page)
      await expect(page.locator('#field-date')).toHaveValue(day)
      await expect(page.locator('#field-date-zone')).toHaveText(zoneLabel(zone, language as AdminLanguage))
      await page.goto(`/admin/collections/news?where[id][equals]=${id}`)
      await expect(page.locator('td.cell-date')).toHaveText(day)

      const email = `berlin-${language}-${Date.now()}@example.com`
      expect((await request.post('/api/front/leaveMessage', { headers: { 'X-Forwarded-For': `2001:db8:e38:7${language === 'zh' ? 1 : 2}::1` }, data: { email, content: '什么时候收到的？', language: 'zh' } })).status()).toBe(201)
      const enquiry = ((await (await request.get(`/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })).json()) as { docs: { createdAt: string }[] }).docs[0]!
      await page.goto(`/admin/collections/enquiries?search=${encodeURIComponent(email)}`)
      const received = `${siteClock(enquiry.createdAt, zone)} ${utcOffsetLabel(zoneOffsetMinutes(zone, new Date(enquiry.createdAt)))}`
      await expect(page.locator('.table tbody tr').filter({ hasText: email }).locator('td.cell-createdAt')).toHaveText(received)
      await shot(page, `berlin-times-${language}`)
      await context.close()
    })
  })
}
