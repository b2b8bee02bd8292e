import AxeBuilder from '@axe-core/playwright'
import { test } from '@playwright/test'
import { adminToken } from './support/events'
test('axe admin', async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: 'payload-token', value: await adminToken(request), url: baseURL!, httpOnly: true, sameSite: 'Lax' }])
  for (const path of ['/admin', '/admin/collections/products', '/admin/collections/enquiries']) {
    await page.goto(path); await page.waitForTimeout(2500)
    const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze()
    for (const v of r.violations) console.log(path, v.impact, v.id, v.help, v.nodes.slice(0, 4).map((n) => n.html.slice(0, 200) + ' :: ' + (n.failureSummary ?? '').slice(0, 200)).join('\n   '))
    await page.screenshot({ path: `/tmp/i31site/${path.replace(/\//g, '_')}.png`, fullPage: true })
  }
  await page.goto('/admin/collections/products'); await page.locator('td.cell-firstTitle a').first().click(); await page.waitForTimeout(3000)
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze()
  for (const v of r.violations) console.log('edit', v.impact, v.id, v.help, v.nodes.slice(0, 4).map((n) => n.html.slice(0, 200) + ' :: ' + (n.failureSummary ?? '').slice(0, 200)).join('\n   '))
  await page.screenshot({ path: `/tmp/i31site/edit.png`, fullPage: true })
})
