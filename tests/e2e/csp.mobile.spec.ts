import { expect, test } from '@playwright/test'

import { expectCached, expectHashedPolicy, openUnderPolicy, samplePaths, watchPolicyViolations } from './support/csp'

// Item 8 of the security issue, on a phone: the /m. twins and the mobile microsite run under the
// pages' Content Security Policy without a violation, stay cached, and allow inline scripts by hash only.

for (const prefix of ['', '/en']) {
  test(`phone pages${prefix ? ' in English' : ''}: no violation, cached, hashed inline scripts only`, async ({ page }) => {
    test.setTimeout(240_000)
    const violations = await watchPolicyViolations(page)
    const { product, solution, news } = await samplePaths(page.request)
    const twin = (path: string) => path.replace(/^\/([^/]+)/, '/m.$1')
    const pages = [
      '/m.index',
      '/m.product-list',
      twin(product),
      '/m.solution-list',
      twin(solution),
      '/m.news-trend',
      '/m.news-list',
      twin(news),
      '/m.mdm',
      '/m.mdm-price',
      '/m.introductory',
      '/m.recruitment-information',
      '/m.site-map',
      '/m.legal-notice',
      '/m.guideline',
    ].map((path) => `${prefix}${path}`)
    for (const path of pages) {
      await openUnderPolicy(page, path)
      await expectCached(page.request, path)
    }
    await openUnderPolicy(page, `${prefix}/m.news-detail/999999`, 404)
    // A desktop address sends the phone to its twin; the page it lands on is under the policy too.
    await page.goto(`${prefix}/mdm`)
    await expect(page).toHaveURL(new RegExp(`${prefix}/m\\.mdm$`))
    await page.getByTestId('progress-bar').waitFor({ state: 'attached' })
    expect(violations).toEqual([])
  })
}

test('the mobile microsite and its check-in page', async ({ page }) => {
  const violations = await watchPolicyViolations(page)
  for (const path of ['/m.cpdc2024', '/m.cpdc2024-en', '/m.sign-in/cpdc2024']) {
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(response?.status(), path).toBe(200)
    expectHashedPolicy(response?.headers()['content-security-policy'], path)
    await expectCached(page.request, path)
  }
  await page.screenshot({ path: 'test-results/csp-mobile-microsite.png' })
  expect(violations).toEqual([])
})
