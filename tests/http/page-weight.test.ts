/**
 * Issue 36 (a page's HTML ≤ 60 kB): what the pages leave out of their HTML and RSC payload, each
 * something that was in every page before. The phone drawer's body (search, menus, languages) is
 * drawn on its first opening (e2e opens it); Next's built-in 404 page is not in the payload, our
 * small app/not-found.tsx stands in its place.
 */
import { describe, expect, it } from 'vitest'

import { url } from './support'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

async function html(path: string, phone = false): Promise<string> {
  const response = await fetch(url(path), { headers: phone ? { 'User-Agent': iphone } : {} })
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('what the pages leave out', () => {
  it.each(['/m.index', '/en/m.product-list'])('%s: the drawer is in the page, empty until it is opened', async (path) => {
    const page = await html(path, true)
    const drawer = /<dialog[^>]*data-testid="mobile-drawer"[^>]*>[\s\S]*?<\/dialog>/.exec(page)?.[0]
    expect(drawer, 'the drawer').toBeDefined()
    expect(drawer).not.toContain('<a ')
    expect(drawer).not.toContain('<input')
    // Its menus travel once, as the data of the drawer's client component.
    expect(page).toContain('m.news-list/')
  })

  it.each([['/', false], ['/product-detail/rt-t7', false], ['/m.index', true]] as const)('%s carries no copy of Next’s built-in 404 page', async (path, phone) => {
    expect(await html(path, phone)).not.toContain('This page could not be found.')
  })
})
