import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { type Locale, loadSamples, type Samples, signInStaff, type TourPage, tourPath } from './a11yTour'
import { expectNoSeriousViolations } from './axe'
import { withInvitationPage } from './pageLock'
import { visit } from './session'

/*
 * The accessibility tour's test per page (tests/e2e/accessibility*.spec.ts): one load, then axe.
 * The seeded samples are read once per worker.
 */
let samples: Promise<Samples> | undefined
const samplesOnce = (request: APIRequestContext) => (samples ??= loadSamples(request))

export const locales: Locale[] = ['zh', 'en']

/** Loads a page of the tour, checks that it is the page meant (status, no redirect), and returns its label. */
export async function openTourPage(page: Page, request: APIRequestContext, entry: TourPage, locale: Locale): Promise<string> {
  const path = tourPath(entry, await samplesOnce(request), locale)
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(entry.status ?? 200)
  expect(decodeURIComponent(new URL(page.url()).pathname), 'not redirected').toBe(path.split('?')[0])
  return `${entry.name} (${locale}) ${path}`
}

/**
 * Opens the contact dialog once the page's client components are live; clicks again only while
 * no dialog shows (the dialog's code loads on the first click: a busy machine takes seconds, and
 * a second click would land on the open dialog's backdrop).
 */
export async function openContactDialog(page: Page, path: string) {
  await visit(page, path)
  const dialog = page.getByTestId('contact-dialog')
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId('consult-button').click()
    await expect(dialog).toBeVisible({ timeout: 5000 })
  }).toPass()
  await expect(dialog.getByRole('heading').first()).toBeVisible()
  // The dialog fades and rises in (0.15–0.18 s): axe measured once mid-way saw its colours blended
  // with the page (contrast 4.07 for 4.5). Its state is the one after the entrance; spinners loop.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
  )
}

/** One test per page of the list, in both languages. */
export function tourTests(entries: TourPage[]) {
  for (const locale of locales) {
    for (const entry of entries) {
      test(`${entry.name} (${locale})`, async ({ page, context, request, baseURL }) => {
        if (entry.staff) await signInStaff(context, request, baseURL!)
        const check = async () => expectNoSeriousViolations(page, await openTourPage(page, request, entry, locale))
        const invitationPage = /mega1-invitation|invitation2025/.exec(entry.name)?.[0]
        await (invitationPage ? withInvitationPage(invitationPage, baseURL!, check) : check())
      })
    }
  }
}
