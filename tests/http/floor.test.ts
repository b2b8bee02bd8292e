/**
 * Issue 15: the framework's floor (src/app/(floor)), the bare page the Lighthouse bench counts
 * first-load JS against: it answers, is never indexed, and no page or sitemap points to it.
 */
import { describe, expect, it } from 'vitest'

import { floorPath, floorRenderPath } from '@/rules/routes'

import { url } from './support'

describe('the floor page', () => {
  it('answers 200 with a bare page of ours only: noindex, no header, no site styles', async () => {
    const response = await fetch(url(floorPath), { redirect: 'manual' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/)
    expect(html).toContain('<p>The framework')
    expect(html).not.toMatch(/<header|<nav|\.css"/)
  })

  it('has a twin rendered on every request (issue 36: the floor of a rendering), as bare and as unindexed', async () => {
    const [first, second] = [await fetch(url(floorRenderPath), { redirect: 'manual' }), await fetch(url(floorRenderPath), { redirect: 'manual' })]
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.headers.get('cache-control')).toMatch(/no-store/)
    expect(second.headers.get('x-nextjs-cache')).toBeNull()
    const html = await second.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/)
    expect(html).toContain('<p>The framework')
    expect((await fetch(url(`/en${floorRenderPath}`), { redirect: 'manual' })).status).toBe(404)
  })

  it('stays out of the sitemap and of the home page', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    expect(xml).toContain('<loc>')
    expect(xml).not.toContain(floorPath)
    const home = await (await fetch(url('/'))).text()
    expect(home).not.toContain(floorPath)
    expect(xml).not.toContain(floorRenderPath)
  })

  it('is not a page of the languages', async () => {
    const response = await fetch(url(`/en${floorPath}`), { redirect: 'manual' })
    expect(response.status).toBe(404)
  })
})
