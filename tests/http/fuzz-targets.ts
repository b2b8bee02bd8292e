/**
 * Classes of tests/http/fuzz-random.test.ts that an attack probe reached and the first corpus did
 * not (issue 30): the image optimiser (`/_next/image?url=…`) and its short form (`/img/<w>/<name>`),
 * `%25` (an escaped `%`) anywhere in an address, Next's RSC and router headers, and the Host and
 * X-Forwarded-Host a proxy passes on.
 */
import { pick, type Random } from './fuzz-corpus'

const widths = ['640', '828', '1200', '1920', '32', '384', '385', '0', '-1', 'x', '99999', '640.5', '']
const qualities = ['75', '75', '0', '101', 'x', '']

/** What the optimiser may be asked to read: real media, missing ones, other addresses, broken ones. */
function imageSource(random: Random, media: readonly string[]): string {
  const file = pick(random, media)
  return pick(random, [
    `/api/cms/media/file/${file}`,
    `/api/cms/media/file/${file}`,
    '/api/cms/media/file/nope.png',
    '/api/cms/media//file/x',
    '/api/cms/media/file/..\\..\\x',
    '/api/cms/media/file/....//x',
    '/api/cms/media/file/../../../package.json',
    `/api/cms/media/file/${file}/`,
    `/api/cms/media/file/${file}?v=2`,
    '/api/cms/media/file/%zz',
    '/api/cms/media/file/x%25zz',
    '/api/cms/media/file/%E4%B8%AD.png',
    '/m.index',
    '/en/',
    '/',
    '/product-detail/rt-t7',
    '/img/640/x.png',
    '/_next/static/media/x.png',
    '/icon.svg',
    '/api/front/news',
    '//example.com/x.png',
    'https://example.com/x.png',
    'file:///etc/passwd',
    '%zz',
    '',
  ])
}

/** The optimiser's own address, with its query as the page writes it or spoiled. */
function optimiserTarget(random: Random, media: readonly string[]): string {
  const url = imageSource(random, media)
  const parts = [
    `url=${random() < 0.7 ? encodeURIComponent(url) : url}`,
    `w=${pick(random, widths)}`,
    `q=${pick(random, qualities)}`,
  ]
  if (random() < 0.1) parts.push(`url=${encodeURIComponent(imageSource(random, media))}`)
  if (random() < 0.1) parts.splice(Math.floor(random() * parts.length), 1)
  if (random() < 0.3) parts.reverse()
  return `/_next/image?${parts.join('&')}`
}

/** The short form, `/img/<w>/<name>`, with real, missing and broken names. */
function shortTarget(random: Random, media: readonly string[]): string {
  const file = pick(random, media)
  const name = pick(random, [file, file, 'missing.png', 'x%25zzy', '%25', `${file}%25zz`, '..%2F' + file, `${file}/`, '%E4%B8%AD.png',
    'a'.repeat(300), '.', '..', ''])
  return `/img/${pick(random, widths)}/${name}`
}

export function imageTarget(random: Random, media: readonly string[]): string {
  return random() < 0.5 ? optimiserTarget(random, media) : shortTarget(random, media)
}

const escapes = ['%25', '%25zz', '%25%25', '%2525', '%25z', '%25E4', '%25ff', '%25%32%35', 'x%25zzy', '%25/']

/** `%25` (and what follows it) put somewhere in the address: a segment, its middle, its end, the query. */
export function withPercent25(random: Random, target: string): string {
  const [pathname = '/', query] = target.split(/\?(.*)/s, 2)
  const escape = pick(random, escapes)
  const segments = pathname.split('/')
  const at = 1 + Math.floor(random() * Math.max(1, segments.length - 1))
  const segment = segments[at] ?? ''
  const cut = Math.floor(random() * (segment.length + 1))
  const spoiled = pick(random, [
    () => { segments[at] = `${segment.slice(0, cut)}${escape}${segment.slice(cut)}`; return segments.join('/') },
    () => { segments[at] = escape; return segments.join('/') },
    () => `${pathname}${pathname.endsWith('/') ? '' : '/'}${escape}`,
    () => pathname,
  ])()
  const spoiledQuery = pick(random, [query, `${query ? `${query}&` : ''}${escape}=${escape}`, `${query ? `${query}&` : ''}id=${escape}`])
  return spoiledQuery === undefined ? spoiled : `${spoiled}?${spoiledQuery}`
}

const trees = [
  '%5B%22%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%5D%7D%2Cnull%2Cnull%2Ctrue%5D',
  '%5B%22%22%2C%7B%22children%22%3A%5B%5B%22locale%22%2C%22en%22%2C%22d%22%5D%2C%7B%7D%5D%7D%5D',
  '%5B%5D', '%7B%7D', '%5B', 'null', '%zz', '%25zz', 'x'.repeat(3000), '%5B%22%22%2C%7B%22children%22%3A1%7D%5D',
]

/** Next's client-router headers, as its router sends them and spoiled. */
export function routerHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = { rsc: pick(random, ['1', '1', '0', 'x']) }
  if (random() < 0.7) headers['next-router-state-tree'] = pick(random, trees)
  if (random() < 0.3) headers['next-router-prefetch'] = pick(random, ['1', '2', 'x'])
  if (random() < 0.2) headers['next-router-segment-prefetch'] = pick(random, ['/_tree', '/_full', '/children/__PAGE__', '%zz', 'x'])
  if (random() < 0.2) headers['next-url'] = pick(random, ['/en/mdm', '/%25zz', 'x', '//example.com'])
  if (random() < 0.1) headers['next-hmr-refresh'] = '1'
  return headers
}

const hosts = ['example.com', 'evil.example', 'localhost:99999', '127.0.0.1:1', '[::1]', '[::1]:80', 'a b', 'ex%61mple.com', 'x'.repeat(300),
  '127.0.0.1:3000, evil.example', '_', '.', 'xn--fsq.example', 'caf\u00e9.example']

/** A Host or X-Forwarded-Host (and -Proto, -Port) other than the server's own. */
export function hostHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {}
  if (random() < 0.5) headers.host = pick(random, hosts)
  else headers['x-forwarded-host'] = pick(random, hosts)
  if (random() < 0.3) headers['x-forwarded-proto'] = pick(random, ['https', 'http', 'gopher', 'x', ''])
  if (random() < 0.1) headers['x-forwarded-port'] = pick(random, ['443', '0', 'x', '99999'])
  return headers
}
