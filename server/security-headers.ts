/**
 * The security headers of every answer, as pure functions (secure-response.ts puts them on the
 * answers as they leave the server).
 *
 * Pages get a Content Security Policy without 'unsafe-inline' for scripts, yet stay cached:
 * instead of a per-request nonce (which Next can only put into pages rendered per request), the
 * policy lists the sha256 of each inline script of the page (Next's bootstrap and the
 * `self.__next_f.push(…)` flight data). A cached page's scripts never change, so the hashes are
 * worked out once per page version. Next's own script files come from 'self'. 'strict-dynamic'
 * is deliberately absent: browsers that know it ignore 'self', and Next's `<script src>` tags are
 * parser-inserted, so they would all be blocked.
 */
import { createHash } from 'node:crypto'

/** Sent on every answer. */
export const commonHeaders = Object.freeze({
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  // Powerful features neither the site nor its admin uses (no camera, map, payment, device
  // access or media playback). Clipboard and fullscreen stay allowed (the admin's editors use them).
  'Permissions-Policy': [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
})

const pageDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Inline styles: React's style attributes and Payload's admin set them; scripts cannot run from a style.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** A public page's policy: its scripts are the site's files and the inline scripts whose hashes are given. */
export function pagePolicy(scriptHashes: string[]): string {
  return policy({ ...pageDirectives, 'script-src': ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)] })
}

/** The admin's policy: Payload's UI, rendered per request, marks its inline scripts with this nonce. */
export function adminPolicy(nonce: string): string {
  return policy({ ...pageDirectives, 'script-src': ["'self'", `'nonce-${nonce}'`] })
}

/**
 * Anything but HTML (API answers, media files, Next's static files): nothing in it may run or
 * load anything if a browser ever renders it as a document (an uploaded SVG opened directly).
 */
export const resourcePolicy = policy({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'img-src': ["'self'", 'data:'], 'frame-ancestors': ["'self'"] })

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/**
 * The sha256 (base64) of each inline script a browser would run, in order of first appearance:
 * `<script src>` is left out (allowed as 'self'), and so are data blocks such as JSON-LD
 * (`type="application/ld+json"`), which are never executed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const typeMatch = typeAttribute.exec(attributes)
    const type = typeMatch ? (typeMatch[1] ?? typeMatch[2] ?? typeMatch[3] ?? '').trim().toLowerCase() : ''
    if (!executableTypes.has(type)) continue
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/**
 * Next's internal headers, of no use to a visitor: the proxy's `x-middleware-*` (e.g. the
 * rewrite target), and on answers other than the client router's RSC fetches its `x-nextjs-*`
 * router hints. `x-nextjs-cache` (HIT/STALE/MISS) stays: it is how an operator or a CDN sees that
 * the page cache works, and says nothing a visitor could use.
 */
export function isInternalHeader(name: string, contentType: unknown): boolean {
  const lower = name.toLowerCase()
  if (lower.startsWith('x-middleware-')) return true
  if (!lower.startsWith('x-nextjs-') || lower === 'x-nextjs-cache') return false
  return !String(contentType ?? '').startsWith('text/x-component')
}

/** Whether the path is the admin's (Payload's UI), which gets its own policy. */
export function isAdminPath(url: string | undefined): boolean {
  const pathname = String(url ?? '').split(/[?#]/)[0]
  return pathname === '/admin' || pathname.startsWith('/admin/')
}
