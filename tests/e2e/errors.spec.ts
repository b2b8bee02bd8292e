import { expect, test } from '@playwright/test'

import { messages } from '../../src/rules/messages'
import { adminToken } from './support/events'

// Spec §2.3/§8: unknown routes and unknown ids answer 404 with 'This page could not be found' and
// 'Back to the home page' (Chinese texts from the same catalogue); §2.4: no consult button on the
// conference page.

const cases = [
  { path: '/no-such-page', language: 'zh' as const },
  { path: '/en/no-such-page', language: 'en' as const },
  { path: '/news-detail/999999', language: 'zh' as const },
  { path: '/en/news-detail/999999', language: 'en' as const },
  { path: '/product-detail/nope', language: 'zh' as const },
  { path: '/en/solution-detail/999999', language: 'en' as const },
  { path: '/news-list/1/999', language: 'zh' as const },
  { path: '/a/b/c', language: 'zh' as const },
]

test.describe('§2.3/§8 unknown routes and ids: 404 page', () => {
  for (const { path, language } of cases) {
    test(`${path} answers 404 with the ${language} texts`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toContain(messages.notFound[language])
      expect(html).toContain(messages.backHome[language])
    })
  }

  for (const language of ['zh', 'en'] as const) {
    test(`${language}: the 404 page has the site's header and footer and its back-home link works`, async ({ page }) => {
      const prefix = language === 'en' ? '/en' : ''
      const response = await page.goto(`${prefix}/no-such-page`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.notFound[language])
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
      await page.screenshot({ path: `test-results/not-found-${language}.png`, fullPage: true })

      await page.getByRole('main').getByRole('link', { name: messages.backHome[language] }).click()
      await expect(page).toHaveURL(language === 'en' ? /\/en$/ : /\/$/)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(messages.notFound[language])
    })
  }
})

test.describe('§2.1/§2.4 /cpdc-2024: conference page from the CMS, without the consult button', () => {
  type Conference = { title: string; venue: string; agenda: { time: string; title: string }[]; speakers: { name: string }[] }

  for (const language of ['zh', 'en'] as const) {
    test(`${language}: renders the CMS content and has no consult button`, async ({ page, request }) => {
      const prefix = language === 'en' ? '/en' : ''
      const cms = await request.get(`/api/cms/globals/conference-page?locale=${language}&depth=0`, {
        headers: { Authorization: `JWT ${await adminToken(request)}` },
      })
      expect(cms.status()).toBe(200)
      const conference = (await cms.json()) as Conference
      expect(conference.agenda.length).toBeGreaterThan(0)

      const response = await page.goto(`${prefix}/cpdc-2024`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(conference.title)
      await expect(page.getByText(conference.venue)).toBeVisible()
      const agenda = page.getByRole('table')
      for (const item of conference.agenda) await expect(agenda.getByRole('row', { name: new RegExp(item.title) })).toContainText(item.time)
      for (const speaker of conference.speakers) await expect(page.getByRole('heading', { level: 3, name: speaker.name })).toBeVisible()
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.getByTestId('consult-button')).toHaveCount(0)
      await page.screenshot({ path: `test-results/conference-${language}.png`, fullPage: true })
    })
  }

  test('the consult button is there on ordinary pages, so its absence above means something', async ({ page }) => {
    await page.goto('/legal-notice')
    await expect(page.getByTestId('consult-button')).toHaveCount(1)
  })
})
