import { expect, test } from '@playwright/test'

import { adminLanguages, editViewPath, editViewReady, navigationEntities, signInAdmin } from './support/adminScreens'
import { expectNoSeriousViolations } from './support/axe'

/*
 * Issue 38, item 9: axe finds no serious or critical violation on any edit view of the admin — every
 * collection's first document and every global — in both admin languages. The views are the navigation's, so a new collection or global is checked too.
 */
for (const language of adminLanguages) {
  test(`every edit view is free of serious axe violations (admin in ${language})`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(900_000)
    await signInAdmin(context, request, baseURL!, language)
    const entities = await navigationEntities(page)
    const failures: string[] = []
    for (const entity of entities) {
      const path = await editViewPath(request, entity)
      if (!path) continue
      await page.goto(path)
      await editViewReady(page)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      // The rich text's own controls are drawn on hover: in the page while axe reads it.
      await page.locator('.rich-text-lexical [contenteditable="true"]').first().hover({ timeout: 2_000 }).catch(() => {})
      try {
        await expectNoSeriousViolations(page, `${path} (${language})`)
      } catch (error) {
        failures.push((error as Error).message.split('\n').slice(0, 14).join('\n'))
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([])
  })
}
