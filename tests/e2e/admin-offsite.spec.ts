import { mkdirSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { adminLanguages, editViewPath, editViewReady, navigationEntities, signInAdmin } from './support/adminScreens'
import { adminToken, createEvent, uniquePhone } from './support/events'
import { uniqueEmail } from './support/session'

/*
 * Issue 38, item 1: the events staff read a guest's answers to the extra questions as a table
 * in the admin's language, and no staff screen asks another host for anything (Payload's JSON
 * editor fetched its code from cdn.jsdelivr.net, which the CSP and an offline server refuse).
 * Screenshots go to SHOTS_DIR when set.
 */
const shots = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

test.describe('registrants answers', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('show as question and answer in the admin language', async ({ page, context, request, baseURL }) => {
    const event = await createEvent(request, { prefix: 'answers' })
    const created = await request.post('/api/cms/registrations', {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      data: { event: event.id, name: '王芳', company: '答题公司', jobTitle: '工程师', phone: uniquePhone(), email: uniqueEmail('answers'), language: 'zh', answers: { focus: 'ops', retired: 'old answer' } },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const expected = {
      zh: { question: '您的方向', answer: '运维', heading: '附加问题回答' },
      en: { question: 'Your focus', answer: 'Operations', heading: 'Answers to the extra questions' },
    }
    for (const language of adminLanguages) {
      await signInAdmin(context, request, baseURL!, language)
      await page.goto(`/admin/collections/registrations/${id}`)
      const table = page.getByTestId('registration-answers')
      await expect(table).toContainText(expected[language].heading)
      const row = table.getByRole('row', { name: new RegExp(expected[language].question) })
      await expect(row.getByRole('cell')).toHaveText(expected[language].answer)
      // An answer to a question the event no longer asks is shown under its key.
      await expect(table.getByRole('row', { name: /retired/ }).getByRole('cell')).toHaveText('old answer')
      await shot(page, `registration-answers-${language}`)
    }
  })
})

test.describe('every staff screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('asks nothing of another host', async ({ page, context, request, baseURL }) => {
    test.setTimeout(600_000)
    const site = new URL(baseURL!).origin
    const offsite: string[] = []
    context.on('request', (sent) => {
      const url = sent.url()
      if (/^(data|blob|about):/.test(url)) return
      if (new URL(url).origin !== site) offsite.push(`${page.url()} → ${url}`)
    })
    await signInAdmin(context, request, baseURL!, 'en')
    const entities = await navigationEntities(page)
    const screens = ['/admin', '/admin/account', '/admin/second-factor']
    for (const entity of entities) {
      if (entity.kind === 'collections') screens.push(`/admin/collections/${entity.slug}`, `/admin/collections/${entity.slug}/create`)
      const edit = await editViewPath(request, entity)
      if (edit) screens.push(edit, `${edit}/versions`, `${edit}/api`)
    }
    for (const screen of [...new Set(screens)]) {
      const answer = await page.goto(screen)
      expect(answer?.status(), screen).toBeLessThan(400)
      await expect(page.locator('main, .template-default').first()).toBeVisible({ timeout: 30_000 })
      // Fields that load their editors late (the rich text, a code editor) have had their turn.
      await page.waitForLoadState('networkidle')
    }
    expect(offsite, 'requests that left the site').toEqual([])
  })
})
