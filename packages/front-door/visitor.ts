/**
 * The front door: who a request's visitor is — the client's address, the language, the device —
 * decided here and nowhere else. The production server decides it in its first step, before
 * anything can answer (server/front-door.ts), and keeps it in the request's context; the site's
 * code reads it with `visitorOf` (registry.ts). Nothing else reads X-Forwarded-For or
 * Accept-Language or parses a `language` value (tests/unit/front-door.test.ts searches the code
 * for one). Pure and safe for the browser, whose pages read their language with the same rule.
 */
import { defaultLocale, isLocale, languageCodes, locales, type Locale } from './languages.ts'

/** Header names the server and the site both use. */
export const headerNames = {
  /** The request's id: a trusted proxy's, or made by the server; echoed on the answer. */
  requestId: 'x-request-id',
  /** Set by the proxy on an answer that depends on the device: the server sends `Vary: User-Agent`. */
  varyUserAgent: 'x-vary-user-agent',
  /** Set by the proxy on a redirect whose Location carries its query already. */
  redirectComplete: 'x-redirect-complete',
} as const

/** Next's draft-mode cookie (its name is fixed by Next; the HTTP preview test finds Next's real
 * cookie by it): present only in an editor's preview. */
export const draftModeCookieName = '__prerender_bypass'

export type Device = 'desktop' | 'mobile'

export interface Visitor {
  /** The client's IP address (normalised), or 'unknown'. */
  readonly address: string
  /** A page's language by its address; a call's by its `language`, Accept-Language, then Chinese. */
  readonly language: Locale
  readonly device: Device
  /** A search engine or link preview: never sent to the other device's twin. */
  readonly crawler: boolean
}

// ---------- the address ----------

/**
 * TRUST_PROXY = how many proxies (load balancers) stand in front of the app. Each appends the
 * address it saw to X-Forwarded-For, so the client is the Nth entry from the right; anything
 * further left was written by the client. 0 (default): the socket's address.
 */
export function trustedProxyHops(value: string | undefined): number {
  if (value === 'true') return 1
  const hops = Number(value)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

/**
 * The client's address: the socket's, or with `hops` proxies in front the hops-th
 * X-Forwarded-For entry from the right. Anything that is no IP address is 'unknown', so a forged
 * header cannot mint rate-limit keys.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  if (hops === 0 || !forwardedFor) return normalisedIp(socketAddress) ?? 'unknown'
  const entries = [forwardedFor].flat().join(',').split(',').map((entry) => entry.trim()).filter(Boolean)
  return normalisedIp(entries[entries.length - hops] ?? entries[0]) ?? normalisedIp(socketAddress) ?? 'unknown'
}

const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/

/** An IPv6 address in its canonical text (lower case, zeros compressed), or null: the URL parser checks it. */
function ipv6(text: string): string | null {
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return null
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1)
  } catch {
    return null
  }
}

function normalisedIp(value: string | undefined): string | null {
  if (!value) return null
  let ip = value.trim()
  // "[2001:db8::1]:443" and "203.0.113.9:51234", as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed?.[1]) ip = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  if (ip.toLowerCase().startsWith('::ffff:') && ipv4.test(ip.slice(7))) ip = ip.slice(7)
  return ipv4.test(ip) ? ip : ipv6(ip)
}

// ---------- the language ----------

/** The headers a call from the site's own pages sends to ask for answers in `language` (Payload's
 * API reads its messages' language from them). */
export function languageHeaders(language: string): Record<string, string> {
  return { 'Accept-Language': language }
}

/** A `language` value of the API: a site language or its numeric code (spec §9), or null. */
export function languageValue(value: unknown): Locale | null {
  if (isLocale(value)) return value
  // Only plain digits count: '0x1', ' 1', '1.0' or '01' are no language codes.
  const code = typeof value === 'string' && /^(?:0|[1-9]\d*)$/.test(value) ? Number(value) : value
  return locales.find((locale) => languageCodes[locale] === code) ?? null
}

/** The language a request body declares for its record (an enquiry's, a registration's): none is the default; null when it is no language. */
export function bodyLanguage(value: unknown): Locale | null {
  return value === undefined || value === null ? defaultLocale : languageValue(value)
}

/** Addresses that are no page: their language is the call's. */
const callPaths = /^\/(?:api|admin|_next)(?:[/?#]|$)/
const prefix = new RegExp(`^/(${locales.join('|')})(?=[/?#]|$)`)

/** Accept-Language's entry of the highest weight (the first on a tie), when it is a site language. */
function preferredLanguage(header: string | null | undefined): Locale | null {
  let best: { tag: string; q: number } | null = null
  for (const part of String(header ?? '').split(',').slice(0, 20)) {
    const [rawTag = '', ...params] = part.trim().split(';')
    const tag = rawTag.trim().toLowerCase()
    const weight = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((found) => found !== undefined)
    const q = weight === undefined ? 1 : Number(weight)
    if (tag && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { tag, q }
  }
  const primary = best?.tag.split('-')[0]
  return isLocale(primary) ? primary : null
}

/**
 * The one language rule (spec §4, §9): a page's is its address's prefix (Chinese without one); a
 * call's is the first valid `language` it declares (the body's, then the query's), else the
 * Accept-Language entry of the highest weight, else Chinese.
 */
export function decideLanguage({ path, declared = [], acceptLanguage }: { path?: string; declared?: readonly unknown[]; acceptLanguage?: string | null }): Locale {
  if (path !== undefined && !callPaths.test(path)) return (prefix.exec(path)?.[1] as Locale | undefined) ?? defaultLocale
  for (const value of declared) {
    const language = languageValue(value)
    if (language) return language
  }
  return preferredLanguage(acceptLanguage) ?? defaultLocale
}

/** A query's `language` when given once (repeated or empty counts as not given). */
function queryLanguage(url: string): string | undefined {
  const query = url.indexOf('?')
  if (query === -1) return undefined
  const values = new URLSearchParams(url.slice(query + 1)).getAll('language')
  return values.length === 1 && values[0] ? values[0] : undefined
}

// ---------- the device ----------

/**
 * Spec §2.3: a user agent matching the mobile WebKit pattern is a phone and gets the /m. pages;
 * "Android … Mobile" (Firefox for Android) counts too. Tablets without a "Mobile" token (iPadOS
 * Safari, Android tablets) get the desktop site, laid out from 1024 px.
 */
const phone = /AppleWebKit.*Mobile|Android.*Mobile/i
// "bot" as a word ending (Googlebot/2.1, bingbot, YandexBot) but not the CUBOT phone brand.
const crawlerAgent = /(?<!cu)bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|bingpreview|embedly/i

export function deviceOf(userAgent: string | null | undefined): Device {
  return phone.test(userAgent ?? '') ? 'mobile' : 'desktop'
}

export function isCrawler(userAgent: string | null | undefined): boolean {
  return crawlerAgent.test(userAgent ?? '')
}

// ---------- the visitor ----------

type HeaderValue = string | string[] | undefined
/** A request as the server (Node's headers) or the site (a web Request) holds it. */
export interface Arrival {
  url: string
  header(name: string): HeaderValue | null
  socketAddress?: string
}

const one = (value: HeaderValue | null) => (Array.isArray(value) ? value.join(', ') : (value ?? undefined))

/** The visitor of a request as it arrives (the server's first step). */
export function decideVisitor(arrival: Arrival, hops: number): Visitor {
  const userAgent = one(arrival.header('user-agent'))
  return {
    address: clientAddress(arrival.socketAddress, arrival.header('x-forwarded-for') ?? undefined, hops),
    language: decideLanguage({ path: arrival.url, declared: [queryLanguage(arrival.url)], acceptLanguage: one(arrival.header('accept-language')) }),
    device: deviceOf(userAgent),
    crawler: isCrawler(userAgent),
  }
}

/** A request as the site holds it (a web Request, Payload's request): no socket, so no address to trust. */
export function webArrival(request: { url?: string; headers: { get(name: string): string | null } }): Arrival {
  const url = new URL(request.url ?? '/', 'http://localhost')
  return { url: url.pathname + url.search, header: (name) => request.headers.get(name) }
}
