/**
 * Issue 40: Russian as a language of the site, against the built server — its pages and phone
 * twins, the device redirect, the API's `language=ru` and enquiry code 2, the search's word
 * forms, hreflang, the sitemap and the drop-down. Runs while SITE_LANGUAGES serves Russian (the
 * default); with `zh,en` the last block checks that Russian is off instead.
 */
import { describe, expect, it } from 'vitest'

import { locales } from '../../src/rules/language'
import { call, clientAddress, postMessage, uniqueEmail, url } from './support'

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url(path), { headers, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}
const cyrillic = /\p{Script=Cyrillic}/u

describe.runIf(locales.includes('ru'))('Russian, a language of the site (issue 40)', () => {
  it.each(['/ru', '/ru/product-detail/rt-t7', '/ru/news-trend', '/ru/product-list', '/ru/downloads', '/ru/mdm'])('serves %s in Russian', async (path) => {
    const { status, html } = await page(path)
    expect(status).toBe(200)
    expect(html).toMatch(/<html lang="ru"/)
    expect(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]).toMatch(cyrillic)
  })

  it('serves the phone twins, and sends a phone from /ru/mdm to /ru/m.mdm', async () => {
    const twin = await page('/ru/m.index', { 'User-Agent': phone })
    expect(twin.status).toBe(200)
    expect(twin.html).toMatch(/<html lang="ru"/)
    const moved = await page('/ru/mdm', { 'User-Agent': phone })
    expect(moved.status).toBe(307)
    expect(new URL(moved.location!, url('/')).pathname).toBe('/ru/m.mdm')
  })

  it('shows the product page in Russian: its title and its Russian hreflang among the others', async () => {
    const { html } = await page('/ru/product-detail/rt-t7')
    expect(html).toContain('Компактный защищённый планшет 7″')
    for (const [tag, path] of [['zh-CN', '/product-detail/rt-t7'], ['en', '/en/product-detail/rt-t7'], ['ru', '/ru/product-detail/rt-t7']]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${tag}" href="[^"]*${path}"`))
    }
  })

  it.each([['/ru/product-list', '/en/product-list'], ['/ru/news-list', '/en/news-list'], ['/ru/m.downloads', '/en/m.downloads']])('says on %s where the rest is: the same list in English', async (path, english) => {
    const { html } = await page(path, path.includes('/m.') ? { 'User-Agent': phone } : {})
    expect(html).toContain('Часть материалов пока не переведена на русский язык')
    expect(html).toMatch(new RegExp(`<a href="${english}"[^>]*hrefLang="en"`))
  })

  it('says nothing of the kind in Chinese or English', async () => {
    for (const path of ['/product-list', '/en/product-list']) expect((await page(path)).html).not.toContain('Часть материалов')
  })

  it('lists Russian addresses in the sitemap', async () => {
    const { html: sitemap } = await page('/sitemap.xml')
    // One entry per page, its Chinese address first, every language's beside it.
    expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="ru" href="[^"]*\/ru\/product-detail\/rt-t7" \/>/)
  })

  it('offers Русский in the language drop-down as this site, not as the external site', async () => {
    const { html } = await page('/ru/mdm')
    expect(html).toContain('Русский')
    expect(html).not.toContain('https://ru.ruitu.example')
  })

  it('answers GET /api/front/productCategory?language=ru in Russian', async () => {
    const answer = await call<{ name: string }[]>('/api/front/productCategory?language=ru')
    expect(answer.status).toBe(200)
    expect(answer.body.data.map((category) => category.name)).toContain('Защищённые планшеты')
  })

  it('takes an enquiry with language 2, stores it as Russian and answers in Russian', async () => {
    const client = clientAddress()
    const refused = await postMessage({ content: '', email: uniqueEmail('ru'), language: 2 }, client)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Введите текст обращения!')
    const accepted = await postMessage({ content: 'Нужна цена на 20 планшетов RT-T7', email: uniqueEmail('ru'), language: 2 }, client)
    expect(accepted.status).toBe(201)
    expect(accepted.body.message).toMatch(cyrillic)
  })

  it('finds the tablets in any form of the word: планшет, планшеты, планшетов, Планшетами', async () => {
    const products = async (query: string) => {
      const answer = await call<{ total: number; items: { url: string }[] }>(
        `/api/front/search?language=ru&type=product&q=${encodeURIComponent(query)}`,
        { headers: { 'X-Forwarded-For': clientAddress() } },
      )
      expect(answer.status).toBe(200)
      return answer.body.data
    }
    const tablets = await products('планшет')
    expect(tablets.total).toBeGreaterThan(5)
    expect(tablets.items.every((hit) => hit.url.startsWith('/ru/product-detail/'))).toBe(true)
    for (const form of ['планшеты', 'планшетов', 'Планшетами']) expect(await products(form), form).toEqual(tablets)
    expect((await products('планшетов rt-t7')).items.map((hit) => hit.url)).toContain('/ru/product-detail/rt-t7')
  })
})

describe.runIf(!locales.includes('ru'))('Russian switched off: SITE_LANGUAGES=zh,en is the spec\'s two-language site', () => {
  it('serves no /ru pages and takes no language=ru', async () => {
    expect((await page('/ru/mdm')).status).toBe(404)
    expect((await call('/api/front/productCategory?language=ru')).status).toBe(400)
    expect((await call('/api/front/productCategory?language=2')).status).toBe(400)
  })

  it('links Русский in the drop-down to the external Russian site', async () => {
    expect((await page('/mdm')).html).toContain('https://ru.ruitu.example')
  })
})
