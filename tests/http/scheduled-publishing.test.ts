/**
 * Scheduled publishing on the built server (issue 13): a draft article scheduled a few seconds
 * ahead appears on its page, in the news list and in /api/front/news within a minute, without
 * anybody saving — the server's jobs runner publishes it and expires the cached pages. The test
 * server runs the jobs every JOBS_INTERVAL_SECONDS (2 s under scripts/test.mjs).
 *
 * The schedule is queued as the admin's schedule drawer queues it (Payload's local
 * `jobs.queue`, which no REST call offers), on the server's own database (DATABASE_URI, as
 * scripts/test.mjs passes it). tests/e2e/schedule.spec.ts schedules through the admin itself.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import { jobsRunnerPath } from '../../server/jobs-runner.ts'
import { adminToken, call, read, url } from './support'

interface NewsPage {
  items: { id: number; title: string }[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A draft article dated now (the first of the lists), in both languages like the demo articles. */
async function draftArticle(title: string): Promise<number> {
  const categories = await read<{ id: number }[]>('/api/front/newsCategory')
  const headers = { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken()}` }
  const response = await fetch(url('/api/cms/news?draft=true&locale=zh'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ title, date: new Date().toISOString(), category: categories[0]!.id, _status: 'draft' }),
  })
  const body = (await response.json()) as { doc?: { id: number } }
  if (!response.ok || !body.doc) throw new Error(`creating the draft failed: HTTP ${response.status} ${JSON.stringify(body)}`)
  const english = await fetch(url(`/api/cms/news/${body.doc.id}?draft=true&locale=en`), { method: 'PATCH', headers, body: JSON.stringify({ title: `Scheduled ${title}` }) })
  if (!english.ok) throw new Error(`adding the English title failed: HTTP ${english.status}`)
  return body.doc.id
}

/** Where a visitor may meet the article: its page, the first page of the list, the API. */
async function sightings(id: number, title: string) {
  const page = await fetch(url(`/news-detail/${id}`))
  const pageHtml = await page.text()
  const api = await call(`/api/front/news?id=${id}`)
  const list = await read<NewsPage>('/api/front/news')
  const listPage = await (await fetch(url('/news-list'))).text()
  return {
    page: page.status === 200 && pageHtml.includes(title),
    api: api.status === 200,
    apiList: list.items.some((item) => item.id === id),
    listPage: listPage.includes(title),
  }
}

const nowhere = { page: false, api: false, apiList: false, listPage: false }
const everywhere = { page: true, api: true, apiList: true, listPage: true }

describe('scheduled publishing on the running server', () => {
  it('shows a draft scheduled a few seconds ahead everywhere within a minute, without a save', async () => {
    const title = `定时发布 ${Date.now()}`
    const id = await draftArticle(title)
    // Visitors meet the draft nowhere, and these answers are now in the page and data caches.
    expect(await sightings(id, title)).toEqual(nowhere)

    const payload = await getPayload({ config })
    const at = Date.now() + 5_000
    await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'news', value: id } }, waitUntil: new Date(at) })
    expect(await sightings(id, title)).toEqual(nowhere)

    let seen = nowhere
    while (Date.now() < at + 60_000) {
      seen = await sightings(id, title)
      if (Object.values(seen).every(Boolean)) break
      await sleep(500)
    }
    expect(seen).toEqual(everywhere)
    console.log(`scheduled publishing: visible everywhere ${((Date.now() - at) / 1000).toFixed(1)} s after its time`)
  }, 120_000)

  it('keeps the jobs route closed to visitors: any method, without or with a wrong token, is 404', async () => {
    const wrong = 'f'.repeat(64)
    const bearer = (token: string) => ({ method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    for (const init of [{ method: 'POST' }, bearer(wrong), bearer(''), { method: 'POST', headers: { 'x-jobs-runner-token': wrong } }, { method: 'GET' }]) {
      const answer = await call(jobsRunnerPath, init)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ result: false, data: null })
    }
    // Nor does Payload's own run endpoint run the jobs, signed in or not.
    const signedIn = await fetch(url('/api/cms/payload-jobs/run?allQueues=true'), { headers: { Authorization: `JWT ${await adminToken()}` } })
    expect(signedIn.status).toBe(401)
    expect((await fetch(url('/api/cms/payload-jobs/run'))).status).toBe(401)
  })
})
