/**
 * Issue 15: the framework's floor (src/app/(floor)), the bare page the Lighthouse bench counts
 * first-load JS against: it answers, is never indexed, and no page or sitemap points to it.
 */
import { describe, expect, it } from 'vitest'

import { floorPath } from '@/rules/routes'

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

  it('stays out of the sitemap and of the home page', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    expect(xml).toContain('<loc>')
    expect(xml).not.toContain(floorPath)
    const home = await (await fetch(url('/'))).text()
    expect(home).not.toContain(floorPath)
  })

  it('is not a page of the languages', async () => {
    const response = await fetch(url(`/en${floorPath}`), { redirect: 'manual' })
    expect(response.status).toBe(404)
  })
})
