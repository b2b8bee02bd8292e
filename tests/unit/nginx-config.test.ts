/**
 * nginx's cache in front of the instances (deploy/nginx-site.conf) keys pages by a device class
 * it computes itself. If its rules and the app's (packages/front-door/visitor.ts) disagreed, a phone could
 * get a cached desktop page, or a crawler a cached redirect.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

import { describe, expect, it } from 'vitest'

import { siteConfig, siteConfigFile } from '../../scripts/tooling/nginx.mjs'
import { deviceOf, draftModeCookieName, isCrawler } from '@rugged/front-door'

const config = readFileSync(siteConfigFile, 'utf8')

/** The `$site_device` map: its regexes in order (nginx takes the first that matches), then the default. */
function nginxDevice(userAgent: string): string {
  const map = /map \$http_user_agent \$site_device \{([\s\S]*?)\n\}/.exec(config)?.[1] ?? ''
  const fallback = /default (\w+);/.exec(map)?.[1]
  for (const [, pattern, value] of map.matchAll(/"~\*(.+)" (\w+);/g)) {
    if (new RegExp(pattern!, 'i').test(userAgent)) return value!
  }
  return fallback ?? 'none'
}

function appDevice(userAgent: string): string {
  if (isCrawler(userAgent)) return 'crawler'
  return deviceOf(userAgent) === 'mobile' ? 'phone' : 'desktop'
}

const userAgents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; YandexBot/3.0)',
  'facebookexternalhit/1.1',
  'Mozilla/5.0 (Linux; Android 13; CUBOT KingKong 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Baiduspider-render/2.0',
  'curl/8.5.0',
  '',
]

describe('deploy/nginx-site.conf', () => {
  it.each(userAgents)('puts %j in the same device class as the app', (userAgent) => {
    expect(nginxDevice(userAgent)).toBe(appDevice(userAgent))
  })

  it('lets an instance’s kept-alive connection go before the instance closes it (a POST on a closing one is a 502)', () => {
    const upstream = /upstream site_instances \{([\s\S]*?)\n\}/.exec(config)?.[1] ?? ''
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1])
    const server = createServer()
    expect(seconds * 1000).toBeLessThan(server.keepAliveTimeout)
  })

  it('covers phones, crawlers and desktops', () => {
    expect(new Set(userAgents.map(appDevice))).toEqual(new Set(['phone', 'crawler', 'desktop']))
  })

  it('keys a page by its second, the device class and the headers of client navigation', () => {
    const key = /location \/ \{[\s\S]*?proxy_cache_key "([^"]+)";/.exec(config)?.[1] ?? ''
    for (const part of ['$request_uri', '$site_second', '$site_device', '$http_rsc', '$http_next_router_prefetch', '$http_next_router_segment_prefetch', '$http_next_router_state_tree']) {
      expect(key).toContain(part)
    }
  })

  it('never caches nor serves from cache a signed-in editor or a draft preview', () => {
    const map = /map \$http_cookie \$site_private \{([\s\S]*?)\n\}/.exec(config)?.[1] ?? ''
    const pattern = new RegExp(/"~(.+)" 1;/.exec(map)?.[1] ?? '^$')
    // Next's draft-mode cookie, whatever its position among the cookies; a look-alike name is no preview.
    for (const cookie of [`${draftModeCookieName}=abc`, `NEXT_LOCALE=en; ${draftModeCookieName}=abc`, 'a=1;payload-token=x']) {
      expect(pattern.test(cookie), cookie).toBe(true)
    }
    for (const cookie of ['NEXT_LOCALE=en', `x${draftModeCookieName}=abc`, 'my-payload-token=x']) {
      expect(pattern.test(cookie), cookie).toBe(false)
    }
    expect(config).toMatch(/^\s*proxy_cache_bypass \$site_private;/m)
    expect(config).toMatch(/^\s*proxy_no_cache \$site_private;/m)
  })

  it('keys a resized picture by the format the browser accepts, under both its addresses', () => {
    const blocks = [...config.matchAll(/location ~ (\S+) \{[^}]*?proxy_cache_key "([^"]+)";/g)]
    const [, pattern = '', key = ''] = blocks.find(([, regex]) => regex!.includes('_next/image')) ?? []
    expect(key).toContain('$site_image_format')
    // nginx's location regex, as a JavaScript one: /_next/image and the short /img/<w>/<name>.
    const location = new RegExp(pattern)
    expect(location.test('/_next/image')).toBe(true)
    expect(location.test('/img/384/rt-t7-front.webp')).toBe(true)
    expect(location.test('/_next/static/chunks/a.js')).toBe(false)
    expect(location.test('/product-detail/img/1')).toBe(false)
  })

  it('is what the tests run, with only the ports, paths and certificate replaced', () => {
    const certificate = { cert: '/tmp/x/tls/site.pem', key: '/tmp/x/tls/site.key' }
    const local = siteConfig({ port: 8443, httpPort: 8088, upstreams: [3101, 3102, 3103], cacheDir: '/tmp/x/cache', certificate, sockets: { http: '/tmp/x/http.sock', https: '/tmp/x/https.sock' } })
    expect(local).toContain('listen 127.0.0.1:8088;')
    expect(local).toContain('listen unix:/tmp/x/http.sock;')
    expect(local).toContain('listen 127.0.0.1:8443 ssl http2;')
    expect(local).toContain('listen unix:/tmp/x/https.sock ssl http2;')
    expect(local).toContain('ssl_certificate /tmp/x/tls/site.pem;')
    expect(local).toContain('ssl_certificate_key /tmp/x/tls/site.key;')
    expect(local.match(/server 127\.0\.0\.1:\d+/g)).toEqual(['server 127.0.0.1:3101', 'server 127.0.0.1:3102', 'server 127.0.0.1:3103'])
    expect(local).toContain('proxy_cache_path /tmp/x/cache/site-pages ')
    expect(local).toContain('proxy_cache_path /tmp/x/cache/site-files ')
    expect(local.replace(/\s+/g, ' ').length).toBeGreaterThan(config.replace(/\s+/g, ' ').length - 80)
  })
})

describe('deploy/nginx-site.conf: TLS (issue 37)', () => {
  const servers = [...config.matchAll(/^server \{([\s\S]*?)^\}/gm)].map((match) => match[1]!)
  const plain = servers.find((block) => /listen 80;/.test(block)) ?? ''
  const secure = servers.find((block) => /listen 443 ssl http2;/.test(block)) ?? ''

  it('answers plain HTTP with a 301 to the same address over HTTPS, and nothing else', () => {
    expect(plain).toMatch(/^\s*return 301 https:\/\/\$host\$request_uri;$/m)
    expect(plain).not.toMatch(/proxy_pass|Strict-Transport-Security/)
  })

  it('serves the site over TLS on Mozilla’s intermediate settings', () => {
    const directive = (name: string) => new RegExp(`^\\s*${name} ([^;]+);`, 'm').exec(secure)?.[1]
    expect(directive('ssl_protocols')).toBe('TLSv1.2 TLSv1.3')
    expect(directive('ssl_ciphers')!.split(':')).toEqual([
      'ECDHE-ECDSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-ECDSA-AES256-GCM-SHA384',
      'ECDHE-RSA-AES256-GCM-SHA384', 'ECDHE-ECDSA-CHACHA20-POLY1305', 'ECDHE-RSA-CHACHA20-POLY1305',
    ])
    expect(directive('ssl_ecdh_curve')).toBe('X25519:prime256v1:secp384r1')
    expect(directive('ssl_prefer_server_ciphers')).toBe('off')
    expect(directive('ssl_session_tickets')).toBe('off')
    expect(secure).toMatch(/proxy_pass http:\/\/site_instances;/)
  })

  it('sends HSTS with includeSubDomains over TLS only, on every answer, in place of the instances’ own', () => {
    expect(secure).toMatch(/^\s*add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;$/m)
    expect(secure).toMatch(/^\s*proxy_hide_header Strict-Transport-Security;$/m)
    expect(config.match(/Strict-Transport-Security "/g)).toHaveLength(1)
  })
})
