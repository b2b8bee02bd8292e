/** The public origin of the site, for absolute URLs in metadata, the sitemap and JSON-LD. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`)
}

/**
 * The origins whose pages may write to the site and use an editor's session: the public origin
 * (SITE_URL) and, when SITE_URL is not set (a machine of one's own), the same port on localhost
 * and 127.0.0.1.
 */
export function trustedOrigins(): string[] {
  const origins = new Set([siteUrl().origin])
  if (!process.env.SITE_URL) {
    const port = process.env.PORT || '3000'
    origins.add(`http://localhost:${port}`)
    origins.add(`http://127.0.0.1:${port}`)
  }
  return [...origins]
}

/** The session cookie is `Secure` when the public site is served over HTTPS. */
export function usesHttps(): boolean {
  return siteUrl().protocol === 'https:'
}
