import type { MetadataRoute } from 'next'

import { localizedPath, locales } from '@/rules/language'
import { siteUrl } from '@/seo/siteUrl'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', ...locales.flatMap((locale) => [localizedPath('/album-list', locale), localizedPath('/album-detail', locale)])] }],
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  }
}
