import { mkdirSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/* What the desktop and phone comparison specs (issue 14) share: the screenshots' folder, axe on the comparison's own parts, the tray. */

/** Screenshots go to SHOTS_DIR, /work/shots/i14-compare by default. */
export const shots = process.env.SHOTS_DIR ?? '/work/shots/i14-compare'
mkdirSync(shots, { recursive: true })

/** Axe on this part's own elements (the site's shared chrome is the accessibility task's). */
export async function expectNoSeriousAxeViolations(page: Page, ...parts: string[]) {
  let builder = new AxeBuilder({ page })
  for (const part of parts) builder = builder.include(part)
  const { violations } = await builder.analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

export const tray = (page: Page) => page.getByRole('complementary', { name: /对比栏|Comparison tray/ })

/**
 * Waits until React has hydrated this element (its fiber is attached): a tap before that is lost,
 * and a busy test machine can load a page well before hydrating it.
 */
export async function hydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true)
  return locator
}
