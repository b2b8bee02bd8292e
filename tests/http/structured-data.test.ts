/**
 * The pages' schema.org data against the built server. The company's Organization is on its home
 * pages, desktop and /m., in each language, as Google asks (issue 36 took it off the other pages:
 * it travelled twice in each, in the HTML and in the RSC payload); a product page carries its
 * Product.
 */
import { describe, expect, it } from 'vitest'

import { baseUrl, read } from './support'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

type Thing = { '@type': string; name?: string; url?: string; sameAs?: string[] }

async function structuredData(path: string, phone = false): Promise<Thing[]> {
  const response = await fetch(baseUrl + path, { headers: phone ? { 'User-Agent': iphone } : {}, redirect: 'manual' })
  expect(response.status, path).toBe(200)
  const html = await response.text()
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Thing)
}

describe('structured data', () => {
  it.each([
    ['/', false, 'zh'],
    ['/en', false, 'en'],
    ['/m.index', true, 'zh'],
  ])('%s carries the company once, with its name, web address and profiles', async (path, phone, language) => {
    const site = await read<{ companyName: string }>(`/api/front/siteSettings?language=${language}`)
    const organizations = (await structuredData(path, phone)).filter((thing) => thing['@type'] === 'Organization')
    expect(organizations).toHaveLength(1)
    expect(organizations[0]).toMatchObject({ name: site.companyName, url: expect.stringMatching(/^https?:\/\//) })
    expect(organizations[0]!.sameAs?.length).toBeGreaterThan(0)
  })

  it('a product page carries its Product, and not the company', async () => {
    const things = await structuredData('/product-detail/rt-t7')
    expect(things.map((thing) => thing['@type'])).toEqual(['Product'])
  })
})
