import { type Device, twinPath } from './routes'

/**
 * Spec §2.3: a browser whose user agent matches the mobile WebKit pattern is a phone and gets
 * the /m. pages. Phones on Android that do not use WebKit (Firefox for Android) say
 * "Android … Mobile" and count as well. Tablets that announce no "Mobile" token (iPadOS Safari,
 * Android tablets) get the desktop site, which is laid out from 1024 px.
 */
const mobileBrowser = /AppleWebKit.*Mobile|Android.*Mobile/i

/**
 * Search-engine and link-preview crawlers are never redirected: each page names its twin
 * (canonical and the mobile alternate), so a crawler that flips its user agent between requests
 * is not bounced between the two addresses.
 */
// "bot" as a word ending (Googlebot/2.1, bingbot, YandexBot) but not the CUBOT phone brand.
const crawler = /(?<!cu)bot\b|crawl|spider|slurp|mediapartners|facebookexternalhit|bingpreview|embedly/i

export function isCrawler(userAgent: string | null | undefined): boolean {
  return crawler.test(userAgent ?? '')
}

export function deviceOf(userAgent: string | null | undefined): Device {
  return mobileBrowser.test(userAgent ?? '') ? 'mobile' : 'desktop'
}

/**
 * The address a browser should be sent to for `path` (with `/en` prefix and query), or null
 * when it may stay: a phone asking for a desktop route goes to its /m. twin and any other
 * browser asking for a /m. route goes to its desktop twin.
 */
export function deviceRedirect(path: string, userAgent: string | null | undefined): string | null {
  if (isCrawler(userAgent)) return null
  return twinPath(path, deviceOf(userAgent))
}

/** Response header by which the proxy asks the server for `Vary: User-Agent` (server/vary.mjs). */
export const varyUserAgentMarker = 'x-vary-user-agent'
