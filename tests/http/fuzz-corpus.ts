/**
 * What tests/http/fuzz-random.test.ts sends: every public route and call, and the ways to break
 * a request (methods, encodings, traversal, query junk, headers, bodies), drawn from a seeded PRNG
 * so that a failure can be replayed with the same seed. The picture addresses, `%25`, the router
 * and host headers (./fuzz-targets) and a staff member's queries (./fuzz-staff) are shares of it.
 */
import { seededRandom } from '@/cms/seed/random'
import { twinRoutes } from '@/rules/routes'

import { staffRequest } from './fuzz-staff'
import { hostHeaders, imageTarget, routerHeaders, withPercent25 } from './fuzz-targets'

export type Random = ReturnType<typeof seededRandom>
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const chance = (random: Random, p: number) => random() < p

export interface FuzzRequest {
  method: string
  target: string
  headers: Record<string, string>
  body?: Buffer
  /** sent with the administrator's session */
  staff?: boolean
}

/** What the corpus draws on besides the PRNG: read from the seeded site before the run. */
export interface FuzzContext {
  /** the events' public hashes, and two that are none */
  hashes: readonly string[]
  /** file names of media the site shows */
  media: readonly string[]
  /** the administrator's JWT, for the staff share */
  staffToken: string
}

/** Ids that exist in the seed, that do not, and that are no ids at all. */
const ids = ['1', '2', '3', '7', '0', '-1', '999999', '1e3', '0x10', 'abc', '9007199254740993', '%20', 'all', '..']
const eventTokens = ['cpdc2024', 'gala2025', 'mega1', 'nosuchevent']
const inviteCodes = ['GAXA25CHEN', 'GAXA25WANG', 'MEGA7ZHANG', 'MEGA7SMTHX', 'NOPE000000', 'CPDC24AB']

/** The site's pages without the language prefix: the twin table, event pages and the rest. */
function pagePaths(random: Random): string[] {
  const fill = (pattern: string) => pattern.replace(/\{\w+\}/g, () => pick(random, ids))
  const token = pick(random, eventTokens)
  const family = pick(random, ['invitation2025', 'mega1-invitation'])
  return [
    ...twinRoutes.flatMap((route) => [fill(route.desktop), fill(route.mobile)]),
    `/${token}`, `/${token}-en`, `/m.${token}`, `/m.${token}-en`, `/${token}/sign-in`, `/m.sign-in/${token}`,
    '/anniversary-sign-in', `/${family}`, `/${family}/agenda`, `/${family}/venue`, `/${family}/register`,
    `/${family}/${pick(random, inviteCodes)}`, '/cpdc-2024', '/album-list', `/album-detail/${pick(random, ids)}`,
    '/m.guideline', `/product-list?i=${pick(random, ids)}`, '/no-such-page', '/page-not-found',
  ]
}

const frontReads = ['productCategory', 'solution', 'menuSettings', 'newsCategory', 'indexBanner', 'indexContent', 'indexTag',
  'product', 'product/serial', 'jobInfo', 'jobInfo/location', 'newsBanner', 'news', 'news/download', 'news/top/all', 'mdm',
  'mdmPrice', 'companyProfile', 'legalNotice', 'siteSettings', 'leaveMessage', 'mega1RegistrationInfo', 'search']
export const collections = ['products', 'product-categories', 'solutions', 'news', 'news-categories', 'jobs', 'job-locations', 'media',
  'enquiries', 'events', 'registrations', 'invitations', 'albums', 'album-categories', 'rate-limits', 'search-index', 'users',
  'payload-preferences', 'payload-locked-documents', 'payload-migrations']
export const globals = ['site-settings', 'menu-settings', 'home-page', 'mdm-page', 'mdm-pricing', 'company-profile', 'legal-notice', 'conference-page', 'mobile-guide']

function apiPaths(random: Random, hashes: readonly string[]): string[] {
  const hash = pick(random, hashes)
  const collection = pick(random, collections)
  return [
    `/api/front/${pick(random, frontReads)}`, `/api/front/${pick(random, frontReads)}`, `/api/front/${hash}`,
    `/api/front/${hash}/select-company-name-by-name`, `/api/front/${hash}/sign-in`, `/api/front/${hash}/invitation`,
    `/api/cms/${collection}`, `/api/cms/${collection}/${pick(random, ids)}`, `/api/cms/${collection}/count`,
    `/api/cms/${collection}/versions`, `/api/cms/globals/${pick(random, globals)}`, `/api/cms/media/file/${pick(random, ['nope.png', 'x', '..%2f..%2fpackage.json', 'a.webp'])}`,
    `/api/cms/users/${pick(random, ['me', 'login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'unlock', 'first-register', 'init', 'verify/x'])}`,
    '/api/cms/access', '/api/admin/album', '/api/admin/albumCategory', `/api/admin/events/${pick(random, ids)}/registrations.csv`,
    '/admin', '/admin/login', `/admin/collections/${collection}`, '/sitemap.xml', '/robots.txt', '/_next/static/x.js',
  ]
}

const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than',
  'less_than_equal', 'like', 'not_like', 'contains', 'within', 'intersects', 'near', 'bogus']
const fields = ['id', 'title', 'firstTitle', 'model', 'createdAt', 'updatedAt', 'category', 'email', 'status', 'filename', 'category.id', 'sizes.thumb.filename', 'password', 'hash']
const values = ['1', 'a,b', '1,2', 'abc', '', '%00', '1e999', '-1', 'true', 'null', '[x]', '2024-01-01', '1,2,3,4', "'%20OR%201=1", '%F0%9F%98%80', 'x'.repeat(300)]

function queryJunk(random: Random): string {
  const parts: string[] = []
  const count = 1 + Math.floor(random() * 3)
  for (let i = 0; i < count; i++) {
    parts.push(
      pick(random, [
        () => `where[${pick(random, fields)}][${pick(random, operators)}]=${pick(random, values)}`,
        () => `where[or][0][${pick(random, fields)}][${pick(random, operators)}]=${pick(random, values)}`,
        () => `where[and][x]=${pick(random, values)}`,
        // Issue 26: a `where` that is no object (JSON.parse of it threw, and wrote a stack each time).
        () => `where=${pick(random, ['xxxxxxxx', '%7B', '%5B%5D', '%22x%22', '1', '%7B%22a%22%3A'])}`,
        () => `depth=${pick(random, ['100', '-1', 'x', '3'])}`,
        () => `limit=${pick(random, ['-1', '0', '1e9', 'x', '5'])}`,
        () => `page=${pick(random, ['-5', '0', 'NaN', '999999999999', '2'])}`,
        () => `sort=${pick(random, ['-nope', 'title', '%00', '-createdAt,id'])}`,
        () => `locale=${pick(random, ['xx', 'all', 'en', '%00'])}&fallback-locale=${pick(random, ['none', 'zz'])}`,
        () => `draft=${pick(random, ['true', 'x'])}`,
        () => `select[${pick(random, fields)}]=${pick(random, ['true', 'x'])}`,
        () => `populate[${pick(random, collections)}][x]=true`,
        () => `id=${pick(random, ids)}&language=${pick(random, ['zh', 'en', '1', 'xx', '%00'])}`,
        () => `categoryId=${pick(random, ids)}&page=${pick(random, ids)}`,
        () => `code=${pick(random, inviteCodes)}&name=${pick(random, ['%E5%8C%97%E8%BE%B0', '%', '', 'x'.repeat(500)])}`,
        () => `fileId=${pick(random, ids)}&customizeUrl=${pick(random, ['..%2F..%2Fetc%2Fpasswd', '%E4%B8%AD', 'x'])}`,
        () => `${pick(random, ['%', '%zz', '%ff', '=', '&&', 'a[b][c][d][e][f]=1', 'a[]=1&a[]=2', '__proto__[x]=1', 'constructor[prototype][x]=1'])}`,
      ])(),
    )
  }
  return parts.join('&')
}

/** Ways to spoil a path, as a browser never would (the guard and Next must answer them 4xx). */
function spoilPath(random: Random, path: string): string {
  const [pathname, query] = path.split(/\?(.*)/s, 2)
  const junk = pick(random, ['%', '%zz', '%ff', '%c0%af', '%e0%80%af', '%00', '%2500', '%252e%252e', '/../', '/%2e%2e/', '..%2f',
    '%2e%2e%5c', '//', '/.', '%E4%B8%AD', 'é', 'ä¸\u00ad', '%u0041', `/${'a'.repeat(3000)}`, ';x=1', '%20', '%0d%0aX-Injected:%201'])
  const spoiled = chance(random, 0.5) ? `${pathname}${junk}` : pathname!.replace(/\/[^/]*$/, `/${junk}`)
  return query === undefined ? spoiled : `${spoiled}?${query}`
}

const methods = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** Methods no route takes: WebDAV ones Node's parser lets through, and one it refuses (FOO). */
const junkMethods = ['TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'MKCOL', 'M-SEARCH', 'FOO']
const contentTypes = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz', 'multipart/form-data', 'application/xml', ';;;', 'application/json; charset=klingon', '*/*', '']
const forgedToken = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwiZW1haWwiOiJ4QHguY29tIn0.c2lnbmF0dXJl'

function body(random: Random): Buffer {
  const text = pick(random, [
    () => pick(random, ['{', '[', 'null', '"x"', '{"a":', '[]', '{}', '1e999', '{"__proto__":{"x":1}}', '\u0000']),
    () => '['.repeat(5000),
    () => JSON.stringify({ email: pick(random, [1, null, [], 'bad', 'x@']), content: pick(random, [{}, '', 'x'.repeat(300)]), language: pick(random, ['zh', 9]) }),
    () => JSON.stringify({ name: 1, company: [], phone: 'x', email: {}, answers: 'nope', language: 'en', code: pick(random, inviteCodes), answer: 'maybe' }),
    () => JSON.stringify({ password: 'x', email: 'not-the-admin@example.com', where: { x: { near: '1,2' } } }),
    () => `--xyz\r\nContent-Disposition: form-data; name="file"; filename="../x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG junk\r\n--xyz--`,
    () => `--xyz\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":${'['.repeat(50)}\r\n--xyz`,
    () => 'a=1&b[c]=2&%zz=%',
    // Issue 26: a multipart sign-in cut short (busboy's "Unexpected end of form", a stack each time).
    () => `--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken`,
    // Issue 26: an invitation accepted with a seeded guest's contact (registered) or a new one.
    () => JSON.stringify({ code: pick(random, inviteCodes), response: 'accept', name: '测试', company: 'Fuzz', jobTitle: 'QA', phone: pick(random, ['13900139002', '13700137001', '13911119999']), email: pick(random, ['sunmei@yunling.example', 'fuzz@example.com']) }),
    () => 'x'.repeat(pick(random, [20_000, 20_000, 300_000, 1_100_000])),
  ])()
  return Buffer.from(text)
}

/** X-Forwarded-For whose last entry (the one TRUST_PROXY=1 believes) is a fresh address. */
function forwardedFor(random: Random): string {
  const octet = () => Math.floor(random() * 254) + 1
  const address = chance(random, 0.5) ? `10.${octet()}.${octet()}.${octet()}` : `2001:db8:${octet().toString(16)}${octet().toString(16)}:${octet().toString(16)}::1`
  return chance(random, 0.2) ? `${pick(random, ['junk', '', '999.1.1.1', 'unknown', '::::'])}, ${address}` : address
}

/** Shares of the corpus: a staff member's reads, picture addresses, `%25` in an address, router and host headers. */
export const shares = { staff: 0.1, images: 0.1, percent25: 0.12, router: 0.1, host: 0.08 }

export function fuzzRequest(random: Random, { hashes, media, staffToken }: FuzzContext): FuzzRequest {
  if (chance(random, shares.staff)) return staffRequest(random, staffToken)
  let target = chance(random, shares.images)
    ? imageTarget(random, media)
    : chance(random, 0.45)
      ? `${chance(random, 0.5) ? '/en' : ''}${pick(random, pagePaths(random))}`.replace(/^\/en\/$/, '/en')
      : pick(random, apiPaths(random, hashes))
  if (chance(random, 0.5)) target += `${target.includes('?') ? '&' : '?'}${queryJunk(random)}`
  if (chance(random, 0.2)) target = spoilPath(random, target)
  if (chance(random, shares.percent25)) target = withPercent25(random, target)
  if (chance(random, 0.01)) target = pick(random, ['*', 'http://127.0.0.1/mdm', '/%', 'api/front/news'])

  const method = chance(random, 0.1) ? pick(random, junkMethods) : pick(random, methods)
  const headers: Record<string, string> = { 'x-forwarded-for': forwardedFor(random) }
  if (chance(random, 0.3)) headers['accept-language'] = pick(random, ['en', 'zh-CN,zh;q=0.9', 'en;q=abc', '*', 'x'.repeat(2000), ',,,;q=', 'de-DE'])
  if (chance(random, 0.2)) headers.cookie = pick(random, [`payload-token=${forgedToken}`, 'payload-token=', 'NEXT_LOCALE=xx', 'a=%zz; ;;=', `payload-token=${'x'.repeat(4000)}`])
  if (chance(random, 0.1)) headers.authorization = pick(random, [`JWT ${forgedToken}`, 'Bearer x', 'JWT', 'users API-Key nope'])
  if (chance(random, 0.15)) headers['user-agent'] = pick(random, ['Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148', 'curl/8', '', 'x'.repeat(1000)])
  if (chance(random, 0.05)) headers.range = pick(random, ['bytes=0-0', 'bytes=9-1', 'bytes=x', 'bytes=0-1,2-3,4-5'])
  if (chance(random, 0.05)) headers['x-payload-http-method-override'] = pick(random, ['GET', 'DELETE', 'x'])
  if (chance(random, 0.03)) headers['next-action'] = pick(random, ['x', '0'.repeat(42), '7f'.repeat(21)])
  if (chance(random, shares.router)) Object.assign(headers, routerHeaders(random))
  if (chance(random, shares.host)) Object.assign(headers, hostHeaders(random))
  const request: FuzzRequest = { method, target, headers }
  if (method !== 'GET' && method !== 'HEAD' && chance(random, 0.8)) {
    request.body = body(random)
    headers['content-type'] = pick(random, contentTypes)
  }
  return request
}
