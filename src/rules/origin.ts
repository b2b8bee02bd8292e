/**
 * Cross-site writes: a page on another site can make a visitor's browser send a form or a
 * `fetch` to our API (spam from visitors' addresses, or an editor's session at work). Browsers
 * name the sending page's origin in `Origin` on every such request, so a write is accepted only
 * without one (not a browser) or from the site itself: a trusted origin, or the host addressed.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isCrossSiteWrite(method: string, origin: string | null, host: string | null, trusted: readonly string[]): boolean {
  if (safeMethods.has(method.toUpperCase()) || origin === null) return false
  if (trusted.includes(origin)) return false
  try {
    return new URL(origin).host !== host
  } catch {
    return true // "null" (a sandboxed or file page) or garbage
  }
}
