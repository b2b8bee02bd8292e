/**
 * Spec §7 public reads (/api/front/*): envelope, shapes, both languages (§3/§9: zh default,
 * codes 0/1), cache headers, 400 for invalid parameters and 404 for unknown ids, 405 for other
 * methods. Runs against the seeded demo database.
 */
import { describe, expect, it } from 'vitest'

import { message } from '../../src/rules/messages'
import { call, read } from './support'

const publicReads = [
  '/api/front/productCategory',
  '/api/front/solution',
  '/api/front/menuSettings',
  '/api/front/newsCategory',
  '/api/front/indexBanner',
  '/api/front/indexContent',
  '/api/front/indexTag',
  '/api/front/product/serial',
  '/api/front/jobInfo',
  '/api/front/jobInfo/location',
  '/api/front/newsBanner',
  '/api/front/news',
  '/api/front/news/top/all',
  '/api/front/mdm',
  '/api/front/mdmPrice',
  '/api/front/companyProfile',
  '/api/front/legalNotice',
  '/api/front/siteSettings',
] as const

// Content an editor writes in both languages: the English answer must not be the Chinese one.
const translated = [
  '/api/front/productCategory',
  '/api/front/solution',
  '/api/front/newsCategory',
  '/api/front/indexBanner',
  '/api/front/indexContent',
  '/api/front/jobInfo',
  '/api/front/jobInfo/location',
  '/api/front/news',
  '/api/front/mdm',
  '/api/front/mdmPrice',
  '/api/front/companyProfile',
  '/api/front/legalNotice',
  '/api/front/siteSettings',
] as const

const with_ = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`

describe('§7 every public read answers the envelope in both languages', () => {
  it.each(publicReads)('%s: zh by default, zh = 0, en = 1', async (path) => {
    const [bare, zh, zero, en, one] = await Promise.all([
      read(path),
      read(with_(path, 'language=zh')),
      read(with_(path, 'language=0')),
      read(with_(path, 'language=en')),
      read(with_(path, 'language=1')),
    ])
    expect(zh).toEqual(bare)
    expect(zero).toEqual(zh)
    expect(one).toEqual(en)
  })

  it.each(translated)('%s: English content differs from Chinese', async (path) => {
    const [zh, en] = await Promise.all([read(with_(path, 'language=zh')), read(with_(path, 'language=en'))])
    expect(JSON.stringify(en)).not.toBe(JSON.stringify(zh))
  })

  it.each(publicReads)('%s: an invalid language is a 400 in the request language', async (path) => {
    const zh = await call(with_(path, 'language=xx'))
    expect(zh.status).toBe(400)
    expect(zh.body).toEqual({ result: false, data: { field: 'language' }, message: message('invalidLanguage', 'zh') })
    expect(zh.headers.get('cache-control')).toBe('private, no-store')
    const en = await call(with_(path, 'language=fr'), { headers: { 'Accept-Language': 'en-GB,en;q=0.9,zh;q=0.5' } })
    expect(en.status).toBe(400)
    expect(en.body.message).toBe(message('invalidLanguage', 'en'))
  })

  it('a repeated language parameter is a 400', async () => {
    const answer = await call('/api/front/solution?language=zh&language=en')
    expect(answer.status).toBe(400)
    expect(answer.body.result).toBe(false)
  })

  it('an empty language parameter counts as absent (zh)', async () => {
    expect(await read('/api/front/solution?language=')).toEqual(await read('/api/front/solution?language=zh'))
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on a read is a 405 with Allow and the envelope', async (method) => {
    const answer = await call('/api/front/solution?language=en', { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(answer.body).toEqual({ result: false, data: null, message: message('methodNotAllowed', 'en') })
  })
})

describe('§3/§7 solution, menuSettings, newsCategory', () => {
  it('solution: id and name, English names differ', async () => {
    const zh = await read<{ id: number; name: string }[]>('/api/front/solution')
    const en = await read<{ id: number; name: string }[]>('/api/front/solution?language=en')
    expect(zh.length).toBeGreaterThan(0)
    for (const solution of zh) expect(solution).toMatchObject({ id: expect.any(Number), name: expect.any(String) })
    expect(en.map((solution) => solution.id)).toEqual(zh.map((solution) => solution.id))
    expect(en.map((solution) => solution.name)).not.toEqual(zh.map((solution) => solution.name))
  })

  it('menuSettings: the six picture and link fields', async () => {
    const menu = await read<Record<string, unknown>>('/api/front/menuSettings?language=zh')
    for (const key of ['solutionImage', 'solutionUrl', 'newsImage', 'newsUrl', 'aboutUsImage', 'aboutUsUrl']) {
      expect(typeof menu[key]).toBe('string')
    }
  })

  it('newsCategory: id, name and code; code filters', async () => {
    const zh = await read<{ id: number; name: string; code: string }[]>('/api/front/newsCategory?language=zh')
    const en = await read<{ id: number; name: string; code: string }[]>('/api/front/newsCategory?language=en')
    expect(zh.length).toBeGreaterThan(0)
    for (const category of zh) expect(category).toMatchObject({ id: expect.any(Number), name: expect.any(String), code: expect.any(String) })
    expect(en.map((category) => category.name)).not.toEqual(zh.map((category) => category.name))
    const first = zh[0]!
    expect(await read(`/api/front/newsCategory?language=zh&code=${encodeURIComponent(first.code)}`)).toEqual([first])
    expect(await read('/api/front/newsCategory?code=no-such-code')).toEqual([])
    expect((await call(`/api/front/newsCategory?code=${'x'.repeat(101)}`)).status).toBe(400)
  })
})

describe('§7 home: indexBanner, indexContent, indexTag', () => {
  it('answers the banners, sections and tags', async () => {
    const banners = await read<{ title: string; link: string }[]>('/api/front/indexBanner')
    const sections = await read<{ key: string; title: string }[]>('/api/front/indexContent')
    const tags = await read<{ label: string; link: string }[]>('/api/front/indexTag')
    expect(banners.length).toBeGreaterThan(0)
    for (const banner of banners) expect(banner).toMatchObject({ title: expect.any(String), link: expect.any(String) })
    expect(sections.length).toBeGreaterThan(0)
    for (const section of sections) expect(section).toMatchObject({ key: expect.any(String), title: expect.any(String) })
    expect(Array.isArray(tags)).toBe(true)
    for (const tag of tags) expect(tag).toMatchObject({ label: expect.any(String), link: expect.any(String) })
  })
})

describe('§7 jobInfo and jobInfo/location', () => {
  it('lists locations and the openings of each', async () => {
    const locations = await read<{ id: number; name: string; jobCount: number }[]>('/api/front/jobInfo/location')
    const jobs = await read<{ id: number; title: string; location: { id: number } | null }[]>('/api/front/jobInfo')
    expect(locations.length).toBeGreaterThan(0)
    expect(jobs.length).toBeGreaterThan(0)
    for (const location of locations) {
      const ofLocation = await read<{ location: { id: number } | null }[]>(`/api/front/jobInfo?locationId=${location.id}`)
      expect(ofLocation).toHaveLength(location.jobCount)
      for (const job of ofLocation) expect(job.location?.id).toBe(location.id)
    }
  })

  it('answers 404 for an unknown location and 400 for a malformed one', async () => {
    expect((await call('/api/front/jobInfo?locationId=999999')).status).toBe(404)
    const bad = await call('/api/front/jobInfo?locationId=abc&language=en')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ result: false, data: { field: 'locationId' }, message: message('badRequest', 'en', { param: 'locationId' }) })
  })
})

describe('additions: mdm, mdmPrice, companyProfile, legalNotice, siteSettings', () => {
  it('mdmPrice carries the §9 tiers and prices', async () => {
    const pricing = await read<{ tiers: { code: string; price: number }[]; trialDays: number }>('/api/front/mdmPrice')
    expect(pricing.tiers.map((tier) => tier.code)).toEqual(['basic', 'standard', 'enterprise'])
    expect(pricing.tiers.map((tier) => tier.price).sort()).toEqual([1999, 3299, 5999])
    expect(pricing.trialDays).toBe(30)
  })

  it('the page globals answer objects', async () => {
    for (const path of ['/api/front/mdm', '/api/front/companyProfile', '/api/front/legalNotice', '/api/front/siteSettings']) {
      const data = await read<Record<string, unknown>>(path)
      expect(data).toBeTypeOf('object')
      expect(data).not.toBeNull()
    }
    const site = await read<{ socials: { name: string; url: string | null; QRCode: string | null }[] }>('/api/front/siteSettings')
    for (const social of site.socials) expect(social.url !== null || social.QRCode !== null).toBe(true)
  })
})
