/**
 * Issue 35: who the visitor is — the client's address, the language, the device — is decided by
 * one module (packages/front-door/visitor.ts), by the server's first step, and read by the site
 * through one function (`visitorOf`). Its rules, and a search of the code for any other decision.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { bodyLanguage, clientAddress, decideLanguage, decideVisitor, deviceOf, isCrawler, languageValue, trustedProxyHops } from '@rugged/front-door'
import { isLocale, locales } from '@rugged/front-door/languages'
import { registry, visitorOf, type RequestContext } from '@rugged/front-door/registry'
import { describe, expect, it, vi } from 'vitest'

const arrival = (url: string, headers: Record<string, string> = {}, socketAddress = '10.0.0.2') => ({ url, header: (name: string) => headers[name], socketAddress })

describe('the client address (the key of the per-client limits)', () => {
  it('reads the number of trusted proxies, 0 by default', () => {
    expect(['', '0', 'true', '2', '-1', 'yes', undefined].map(trustedProxyHops)).toEqual([0, 0, 1, 2, 0, 0, 0])
  })

  it('is the socket’s when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress('::ffff:10.0.0.7', '203.0.113.1', 0)).toBe('10.0.0.7')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
    expect(decideVisitor(arrival('/', { 'x-client-ip': '6.6.6.6', 'x-forwarded-for': '7.7.7.7' }), 0).address).toBe('10.0.0.2')
  })

  it('is the address the nearest trusted proxy saw, whatever the client prepended', () => {
    expect(clientAddress('10.0.0.2', 'forged, 198.51.100.4', 1)).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.2', 'forged, 198.51.100.4, 10.0.0.1', 2)).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.2', ['198.51.100.4', '10.0.0.1'], 2)).toBe('198.51.100.4')
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(decideVisitor(arrival('/', { 'x-client-ip': '6.6.6.6', 'x-forwarded-for': '7.7.7.7' }), 1).address).toBe('7.7.7.7')
  })

  it('writes an address one way, and anything that is no address as unknown', () => {
    expect(clientAddress(undefined, '[2001:DB8::1]:443', 1)).toBe('2001:db8::1')
    expect(clientAddress(undefined, '2001:0db8:0000::0001', 1)).toBe('2001:db8::1')
    expect(clientAddress(undefined, '203.0.113.5:5555', 1)).toBe('203.0.113.5')
    expect(clientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1')
    for (const forged of ['not-an-address', '999.1.1.1', '1.2.3', 'zz::1', '<script>']) expect(clientAddress(undefined, forged, 1), forged).toBe('unknown')
  })
})

describe('the language (spec §4, §9)', () => {
  it.each([['zh', 'zh'], ['en', 'en'], [0, 'zh'], [1, 'en'], ['0', 'zh'], ['1', 'en']] as const)('takes %j as %s', (input, expected) => {
    expect(languageValue(input)).toBe(expected)
  })

  it.runIf(locales.includes('ru'))('takes "ru", 2 and "2" as Russian, this site\'s own code (issue 40)', () => {
    expect(['ru', 2, '2'].map(languageValue)).toEqual(['ru', 'ru', 'ru'])
  })

  it('takes "de", 3 and "3" as German once SITE_LANGUAGES names it, a further language coded after the written ones (issue 40)', async () => {
    vi.stubEnv('SITE_LANGUAGES', 'zh,en,ru,de')
    vi.resetModules()
    try {
      const configured = await import('@rugged/front-door')
      expect(['de', 3, '3'].map(configured.languageValue)).toEqual(['de', 'de', 'de'])
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })

  it.each([undefined, null, '', ' ', 'EN', -1, '30', ...(locales.includes('ru') ? [] : ['ru', 2, '2']), ...(isLocale('de') ? [] : ['de', 3, '3']), 0.5, true, {}, [], '0x1', ' 1', '1.0', '1e0', '01'])('takes %j as no language', (input) => {
    expect(languageValue(input)).toBeNull()
  })

  it('a body’s own language: none is Chinese, anything else must be a language', () => {
    expect([bodyLanguage(undefined), bodyLanguage(null), bodyLanguage(1), bodyLanguage('fr')]).toEqual(['zh', 'zh', 'en', null])
  })

  it('a page’s is its address’s prefix, whatever it declares or its browser prefers', () => {
    expect(decideLanguage({ path: '/en/mdm?language=zh', acceptLanguage: 'zh' })).toBe('en')
    expect(decideLanguage({ path: '/en', declared: ['zh'] })).toBe('en')
    expect(decideLanguage({ path: '/mdm', acceptLanguage: 'en' })).toBe('zh')
    expect(decideLanguage({ path: '/english/x' })).toBe('zh')
    expect(decideLanguage({ path: '/m.index' })).toBe('zh')
  })

  it('a call’s is the first valid language it declares, then Accept-Language by weight, then Chinese', () => {
    const call = (declared: unknown[], acceptLanguage?: string) => decideLanguage({ path: '/api/front/x', declared, acceptLanguage })
    expect(call(['en', 'zh'])).toBe('en')
    expect(call(['fr', 1])).toBe('en')
    expect(call([undefined], 'en-US,en;q=0.9,zh;q=0.8')).toBe('en')
    expect(call([], 'zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh')
    expect(call([], 'fr;q=0.5, en;q=0.9')).toBe('en')
    expect(call([], 'zh;q=0.4, en;q=0.9')).toBe('en')
    for (const header of ['fr-FR,it;q=0.5', '*', '', 'en;q=0']) expect(call([], header), header).toBe('zh')
    expect(call([], 'ru-RU,en;q=0.5')).toBe(locales.includes('ru') ? 'ru' : 'zh')
    // A weight that is no number is no weight (1), as it was before the front door.
    expect(call([], 'en;q=abc, zh')).toBe('en')
    expect(decideVisitor(arrival('/api/front/x?language=1', { 'accept-language': 'zh' }), 0).language).toBe('en')
    expect(decideVisitor(arrival('/api/front/x?language=en&language=zh', { 'accept-language': 'en' }), 0).language).toBe('en')
    expect(decideVisitor(arrival('/api/front/x?language=zh&language=en'), 0).language).toBe('zh')
  })
})

describe('the device (spec §2.3)', () => {
  it('is a phone for the mobile WebKit pattern and Android Mobile, a desktop otherwise (tablets too)', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0')).toBe('mobile')
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('desktop')
    expect(deviceOf(null)).toBe('desktop')
  })

  it('tells crawlers, not the CUBOT phone', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
    expect(isCrawler('Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 Mobile Safari/537.36')).toBe(false)
  })
})

describe('visitorOf: the site reads the front door’s decision', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers: new Headers(headers) })

  it('is the context the server decided, not the request’s headers', () => {
    const visitor = decideVisitor(arrival('/api/front/x', { 'accept-language': 'en' }, '198.51.100.7'), 0)
    const context: RequestContext = { id: 'r', visitor, fields: { reqId: 'r' }, written: false }
    const seen = registry.requests.run(context, () => visitorOf(request('http://site/api/front/x', { 'x-forwarded-for': '6.6.6.6', 'accept-language': 'zh' })))
    expect(seen).toEqual(visitor)
    // A language the body declares comes first.
    expect(registry.requests.run(context, () => visitorOf(request('http://site/api/front/x'), 'zh')).language).toBe('zh')
    expect(registry.requests.run(context, () => visitorOf(request('http://site/api/front/x'), 'fr')).language).toBe('en')
  })

  it('without the server (next dev), decides from the request itself and trusts no address', () => {
    const seen = visitorOf(request('http://localhost/en/mdm', { 'x-forwarded-for': '6.6.6.6', 'user-agent': 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148' }))
    expect(seen).toEqual({ address: 'unknown', language: 'en', device: 'mobile', crawler: false })
  })
})

describe('nothing else decides the visitor', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const codeFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'migrations' ? [] : codeFiles(full)
      return /\.(?:ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
    })
  const files = ['src', 'server', 'packages'].flatMap((dir) => codeFiles(path.join(root, dir))).map((file) => path.relative(root, file))
  const frontDoor = (file: string) => file.startsWith('packages/front-door/')
  const code = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1')

  it('reads X-Forwarded-For, X-Client-IP or Accept-Language only in the front door', () => {
    const offenders = files.filter((file) => !frontDoor(file) && /['"`](?:x-forwarded-for|x-client-ip|accept-language)['"`]/i.test(code(file)))
    expect(offenders).toEqual([])
  })

  it('writes the user-agent rule and the language codes only in the front door', () => {
    const offenders = files.filter((file) => !frontDoor(file) && /AppleWebKit\.\*Mobile|Android\.\*Mobile|\blanguageCodes\[/.test(code(file)))
    expect(offenders).toEqual([])
  })

  it('calls the deciding functions from the front door’s own callers only', () => {
    // The server's first step; pages (server and browser); a call's body; the bodies' own language field; the config's.
    const callers: Record<string, string[]> = {
      decideVisitor: ['server/front-door.ts'],
      decideLanguage: ['src/i18n/pageLanguage.ts', 'src/i18n/client.ts', 'src/app/global-error.tsx', 'server/page-fallback.ts', 'src/rules/enquiry.ts', 'src/rules/registration.ts'],
      clientAddress: [],
      languageValue: ['src/app/api/_lib/language.ts', 'src/rules/mailDelivery.ts'],
    }
    for (const [name, allowed] of Object.entries(callers)) {
      const used = files.filter((file) => !frontDoor(file) && new RegExp(`\\b${name}\\(`).test(code(file)))
      expect(used.filter((file) => !allowed.includes(file)), name).toEqual([])
    }
  })

  it('joins the server and the site through the one registry, no other global', () => {
    const offenders = files.filter((file) => file !== 'packages/front-door/registry.ts' && /Symbol\.for\(/.test(code(file)))
    expect(offenders).toEqual([])
  })
})
