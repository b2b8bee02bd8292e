import { expect, type Locator, type Page } from '@playwright/test'

/*
 * Keyboard-only walks (tests/e2e/keyboard*.spec.ts): move with Tab, and check at each step that
 * the element holding the focus shows it (WCAG 2.4.7).
 */

/** What the focused element draws to show its focus, read from its computed style. */
export async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    if (!active || active === document.body) return { element: 'body', outline: 'none', boxShadow: 'none', visible: false }
    const style = getComputedStyle(active)
    const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
    const element = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(active.textContent ?? '').trim().slice(0, 30) || active.getAttribute('aria-label') || ''}"`
    return { element, outline, boxShadow: style.boxShadow, visible: outline !== 'none' || style.boxShadow !== 'none' }
  })
}

/** The focused element shows its focus with an outline or a box shadow. */
export async function expectFocusVisible(page: Page) {
  const indicator = await focusIndicator(page)
  expect(indicator.visible, `focus is visible on ${indicator.element} (outline ${indicator.outline}, box-shadow ${indicator.boxShadow})`).toBe(true)
}

/** Presses Tab (or Shift+Tab) until the locator has the focus, checking the focus ring on the way. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await page.evaluate(() => document.activeElement !== document.body)) await expectFocusVisible(page)
  }
  await expect(target).toBeFocused()
}

/** Whether the focus is inside the element. */
export const holdsFocus = (container: Locator) => container.evaluate((node) => node.contains(document.activeElement))
