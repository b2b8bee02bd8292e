import type { MetadataRoute } from 'next'

import { siteUrl } from '@/seo/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/album-list', '/album-detail', '/en/album-list', '/en/album-detail'] }],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  }
}
