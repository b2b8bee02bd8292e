/** The public origin of the site, for absolute URLs in metadata, the sitemap and JSON-LD. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`)
}
